import { useT } from "~/i18n/I18nContext";
import { detailLines, requirementTitle } from "../requirements/requirement-text";
import type { RequirementView } from "../requirements/requirements";

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
