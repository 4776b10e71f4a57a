import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass, Field } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { ClientAnswer } from "../../clients/client-forms.server";
import { PAGE_FORM } from "./client-form";

/** The sites' import from a CSV file, with each refused line. */
export function SiteImportForm({ answer }: { answer?: ClientAnswer }) {
  const t = useT();
  const refused = answer && !answer.ok && answer.form === "import" ? answer : undefined;
  const reset = answer?.ok ? answer : refused;
  return (
    <div className="mt-8">
      <h3 className="font-semibold text-navy-900">{t("adminClients.importSites.title")}</h3>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        {t("adminClients.importSites.intro")}
      </p>
      <FormAnswer form={PAGE_FORM} answer={refused} className="mt-3" />
      {refused?.importErrors?.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
          {refused.importErrors.map((error) => (
            <li key={`${error.line}:${error.message}`}>
              {error.line}: {error.message}
            </li>
          ))}
        </ul>
      ) : null}
      <AnswerForm
        answerTo={PAGE_FORM}
        answer={reset}
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="import" />
        <Field idPrefix="import" name="file" label={t("adminClients.importSites.file")}>
          {(control) => (
            <input {...control} type="file" accept=".csv,text/csv" className="block text-sm" />
          )}
        </Field>
        <button type="submit" className={buttonClass}>
          {t("adminClients.importSites.button")}
        </button>
      </AnswerForm>
    </div>
  );
}
