import { valueKeys } from "~/i18n/translator";

/**
 * The office's words for ServiceChannel's values (docs/decisions/0098), keys of `adminService`:
 * what a failed message was, and why a connection test failed.
 */
export const KIND_KEYS = valueKeys("admin.channel.kind", [
  "status",
  "check-in",
  "check-out",
  "note",
  "invoice",
]);

export const FAILURE_KEYS = valueKeys("admin.channel.test", [
  "unauthorized",
  "rate-limited",
  "refused",
  "unavailable",
  "malformed",
]);
