import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import type { FormResult } from "~/forms/result";
import { useT } from "~/i18n/I18nContext";
import { STATE_KEYS } from "../message-keys";
import type { PortalView } from "../portal/portal.server";
import { asksForExpiry, asksForNumber } from "../requirements/requirements";
import { RequirementLines } from "./RequirementLines";

const STATE_STYLES: Record<string, string> = {
  missing: "bg-amber-100 text-amber-900",
  pending: "bg-sky-100 text-sky-900",
  rejected: "bg-red-100 text-red-900",
  expired: "bg-red-100 text-red-900",
  expiring: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  waived: "bg-slate-100 text-slate-800",
};

/**
 * One requirement on the subcontractor's page: where it stands, and its upload. A refused upload
 * of this item shows its message here too, beside what was typed, as the answer its form posts
 * to (`answerTo`, docs/decisions/0076).
 */
export function PortalItem({
  item,
  action,
  answerTo,
  answer,
}: {
  item: PortalView["items"][number];
  action: string;
  answerTo: string;
  answer?: FormResult;
}) {
  const t = useT();
  const { requirement, state, document } = item;
  const prefix = `item-${requirement.id}`;
  const refused =
    answer && !answer.ok && answer.values.requirementId === requirement.id ? answer : undefined;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <RequirementLines item={requirement} />
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_STYLES[state]}`}>
          {t(STATE_KEYS[state])}
        </span>
      </div>
      {document?.fileName ? (
        <p className="mt-2 text-sm text-slate-600">
          {t("subcontractors.portal.sentOn", { file: document.fileName })}
          {document.expiresOn
            ? ` · ${t("subcontractors.portal.expires", { date: document.expiresOn })}`
            : null}
        </p>
      ) : null}
      {document?.reason ? (
        <p className="mt-2 text-sm font-medium text-red-800">
          {t("subcontractors.portal.reason", { reason: document.reason })}
        </p>
      ) : null}
      {state === "waived" || state === "approved" ? null : (
        <form
          method="post"
          action={action}
          encType="multipart/form-data"
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <input type="hidden" name="requirementId" value={requirement.id} />
          {refused ? (
            <div className="sm:col-span-2">
              <FormAnswer form={answerTo} answer={refused} className="" />
            </div>
          ) : null}
          {asksForExpiry(requirement.kind) ? (
            <TextField
              idPrefix={prefix}
              name="expiresOn"
              type="date"
              required
              defaultValue={refused?.values.expiresOn ?? ""}
              error={refused?.errors.expiresOn}
              label={t("subcontractors.portal.expiresOn")}
            />
          ) : null}
          {asksForNumber(requirement.kind) ? (
            <TextField
              idPrefix={prefix}
              name="number"
              maxLength={40}
              optional
              defaultValue={refused?.values.number ?? ""}
              error={refused?.errors.number}
              label={t("subcontractors.portal.number")}
            />
          ) : null}
          <div className="sm:col-span-2">
            <label
              htmlFor={`${prefix}-file`}
              className="mb-1.5 block text-sm font-medium text-navy-900"
            >
              {t("subcontractors.portal.file")}
            </label>
            <input
              id={`${prefix}-file`}
              type="file"
              name="file"
              required
              accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
              className="block w-full text-sm text-navy-900 file:mr-3 file:rounded-md file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold"
            />
          </div>
          <div className="sm:col-span-2">
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
            >
              {t("subcontractors.portal.send")}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
