import type { Translator } from "~/i18n/translator";
import { KIND_KEYS, LIMIT_KEYS } from "../message-keys";
import { COI_LIMITS, dollars, type RequirementView } from "./requirements";

/** An item's name: the office's title, or its kind's name in the reader's language. */
export function requirementTitle(
  item: Pick<RequirementView, "title" | "kind">,
  t: Translator["t"],
): string {
  return item.title || t(KIND_KEYS[item.kind] ?? KIND_KEYS.other);
}

/** What the office set for an item (limits, endorsements, the holder's wording), one per line. */
export function detailLines(item: Pick<RequirementView, "details">, t: Translator["t"]): string[] {
  const details = item.details;
  const lines: string[] = [];
  for (const name of COI_LIMITS) {
    const amount = details[name];
    if (amount) lines.push(t(LIMIT_KEYS[name], { amount: dollars(amount) }));
  }
  if (details.additionalInsured) lines.push(t("subcontractors.detail.additionalInsured"));
  if (details.waiver) lines.push(t("subcontractors.detail.waiver"));
  if (details.holderWording) {
    lines.push(t("subcontractors.detail.holderWording", { wording: details.holderWording }));
  }
  if (details.licenseClass) {
    lines.push(t("subcontractors.detail.licenseClass", { class: details.licenseClass }));
  }
  return lines;
}
