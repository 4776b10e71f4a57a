import { useT } from "~/i18n/I18nContext";
import type { Translator } from "~/i18n/translator";
import { KIND_KEYS, LIMIT_KEYS } from "../message-keys";
import { COI_LIMITS, dollars, type RequirementView } from "../requirements";

/** An item's name: the office's title, or its kind's name in the page's language. */
export function requirementTitle(item: RequirementView, t: Translator["t"]): string {
  return item.title || t(KIND_KEYS[item.kind]);
}

/** What the office set for an item (limits, endorsements, the holder's wording), one per line. */
export function detailLines(item: RequirementView, t: Translator["t"]): string[] {
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

/** One requirement: its name, the office's description and what it asks exactly. */
export function RequirementLines({ item }: { item: RequirementView }) {
  const t = useT();
  const lines = detailLines(item, t);
  return (
    <>
      <span className="font-semibold text-navy-900">{requirementTitle(item, t)}</span>
      {item.description ? <span className="block text-slate-600">{item.description}</span> : null}
      {lines.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-600">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
