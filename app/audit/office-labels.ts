import { type MessageKey, valueKeys } from "~/i18n/translator";

/** The audit page's kinds of entry, in its filter's order. */
export const KIND_CHOICES = ["admin", "security", "all"] as const;

/** The office's names of the audit page's values: keys of `adminAudit` (docs/decisions/0096). */
export const KIND_KEYS = valueKeys("adminAudit.kind", KIND_CHOICES);

/** The names of the counted events, by their action; another shows as itself. */
export const COUNTED_KEYS: Partial<Record<string, MessageKey>> = valueKeys("adminAudit.counted", [
  "sign-in.failed.unknown-account",
]);
