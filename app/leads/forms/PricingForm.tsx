import { Send } from "lucide-react";
import { toAnswer } from "~/forms/answer-target";
import { FormBanner } from "~/forms/FormBanner";
import { SelectField, TextAreaField } from "~/forms/fields";
import type { FormResult } from "~/forms/result";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { COMPANY_SIZES, INDUSTRIES, LIMITS } from "./form-bounds";
import { LeadForm, LeadPersonFields } from "./LeadForm";
import { useLeadForm } from "./useLeadForm";

const industryLabels = {
  electrical: "forms.pricing.industry.electrical",
  telecommunications: "forms.pricing.industry.telecommunications",
  construction: "forms.pricing.industry.construction",
  utility: "forms.pricing.industry.utility",
  other: "forms.pricing.industry.other",
} as const satisfies Record<(typeof INDUSTRIES)[number], string>;

/**
 * The pricing request form of /pricing; works as a plain form without JavaScript. `phone`: the
 * profile's main phone, named when the request cannot be sent.
 */
export function PricingForm({ fallback, phone }: { fallback?: FormResult; phone: string }) {
  const { onSubmit, busy, banner, errors, values } = useLeadForm("pricing", fallback, phone);
  const t = useT();
  const field = { idPrefix: "pricing" };

  return (
    <LeadForm
      action={toAnswer(useLocalPath()("/pricing"), "pricing")}
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <LeadPersonFields
          {...field}
          errors={errors}
          values={values}
          phoneRequired
          nameClassName="sm:col-span-2"
        />
        <SelectField
          {...field}
          label={t("forms.pricing.companySize")}
          name="company_size"
          optional
          error={errors.company_size}
          defaultValue={values.company_size ?? ""}
        >
          <option value="">{t("forms.pricing.chooseCompanySize")}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t("forms.pricing.employees", { size })}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...field}
          label={t("forms.pricing.industry")}
          name="industry"
          optional
          error={errors.industry}
          defaultValue={values.industry ?? ""}
        >
          <option value="">{t("forms.pricing.chooseIndustry")}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {t(industryLabels[industry])}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        {...field}
        label={t("forms.message")}
        name="message"
        optional
        hint={t("forms.pricing.messageHint")}
        error={errors.message}
        rows={5}
        maxLength={LIMITS.message}
        defaultValue={values.message}
      />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70"
      >
        <Send className="size-5" aria-hidden="true" />
        {busy ? t("forms.pricing.sending") : t("forms.pricing.submit")}
      </button>
      <FormBanner banner={banner} form="pricing" />
    </LeadForm>
  );
}
