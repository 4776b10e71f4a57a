import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass, SelectField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { AdminAnswer } from "../office/admin-forms.server";
import { sectionClass, typedFor } from "./admin-form";

/** How long removed subcontractors' documents are kept: the admin sets it, others read it. */
export function RetentionSettings({
  retention,
  answer,
}: {
  retention: { years: number; removed: number; mayChange: boolean; choices: readonly number[] };
  answer?: AdminAnswer;
}) {
  const t = useT();
  const { own, errors, values } = typedFor(answer, "retention");
  return (
    <section aria-labelledby="retention-title" className={sectionClass}>
      <h2 id="retention-title" className="text-xl font-bold text-navy-900">
        {t("adminSubcontractors.retention.title")}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        {t("adminSubcontractors.retention.intro")}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {t("adminSubcontractors.retention.removed", { count: retention.removed })}
      </p>
      <FormAnswer form="retention" answer={own} className="mt-4" />
      {retention.mayChange ? (
        <AnswerForm
          answerTo="retention"
          answer={own}
          className="mt-4 flex flex-wrap items-end gap-3"
          noValidate
        >
          <input type="hidden" name="intent" value="retention" />
          <SelectField
            idPrefix="retention"
            name="years"
            label={t("adminSubcontractors.retention.years")}
            defaultValue={values.years ?? String(retention.years)}
            error={errors.years}
          >
            {retention.choices.map((years) => (
              <option key={years} value={years}>
                {t("adminSubcontractors.retention.option", { years })}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass}>
            {t("adminSubcontractors.retention.save")}
          </button>
        </AnswerForm>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {t("adminSubcontractors.retention.current", { years: retention.years })}
        </p>
      )}
    </section>
  );
}
