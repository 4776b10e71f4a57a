import { Send } from "lucide-react";
import { toAnswer } from "~/forms/answer-target";
import { FormBanner } from "~/forms/FormBanner";
import { CheckboxField, TextField } from "~/forms/fields";
import type { FormResult } from "~/forms/result";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { LIMITS } from "./form-bounds";
import { LeadForm, LeadPersonFields } from "./LeadForm";
import { useLeadForm } from "./useLeadForm";

const TEXT_FIELDS = [
  ["company", "forms.coi.company", "organization"],
  ["project_name", "forms.coi.projectName", "off"],
  ["project_address", "forms.coi.projectAddress", "off"],
  ["holder_name", "forms.coi.holderName", "off"],
  ["holder_address", "forms.coi.holderAddress", "off"],
] as const;

const WORDING = [
  ["additional_insured", "forms.coi.additionalInsured"],
  ["waiver_of_subrogation", "forms.coi.waiver"],
  ["primary_noncontributory", "forms.coi.primary"],
] as const;

/**
 * The certificate-of-insurance request of the credentials page (docs/product.md#credentials): a
 * lead of its own kind, with the date needed as its follow-up. Works as a plain form without
 * JavaScript. `phone`: the profile's main phone, named when the request cannot be sent.
 */
export function CoiForm({ fallback, phone }: { fallback?: FormResult; phone: string }) {
  const { onSubmit, busy, banner, errors, values } = useLeadForm("coi", fallback, phone);
  const t = useT();
  const field = { idPrefix: "coi" };
  return (
    <LeadForm
      action={toAnswer(useLocalPath()("/team/general-contractors"), "coi")}
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <LeadPersonFields {...field} errors={errors} values={values} phoneRequired />
        {TEXT_FIELDS.map(([name, label, autoComplete]) => (
          <TextField
            key={name}
            {...field}
            label={t(label)}
            name={name}
            error={errors[name]}
            required
            maxLength={LIMITS.text}
            autoComplete={autoComplete}
            defaultValue={values[name]}
          />
        ))}
        <TextField
          {...field}
          label={t("forms.coi.neededBy")}
          name="needed_by"
          type="date"
          error={errors.needed_by}
          required
          defaultValue={values.needed_by}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-navy-900">{t("forms.coi.wording")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {WORDING.map(([name, label]) => (
            <CheckboxField
              key={name}
              {...field}
              name={name}
              label={t(label)}
              defaultChecked={values[name] === "on"}
            />
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        <Send className="size-5" aria-hidden="true" />
        {busy ? t("forms.coi.sending") : t("forms.coi.submit")}
      </button>
      <FormBanner banner={banner} form="coi" />
    </LeadForm>
  );
}
