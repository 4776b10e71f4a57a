import { CheckboxField, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { labelOf } from "~/i18n/translator";
import { LIMIT_KEYS } from "../office-labels";
import { COI_LIMITS } from "../requirements/requirements";
import { SUBCONTRACTOR_LIMITS as LIMITS } from "../subcontractors.validation";

/** A certificate of insurance's minimum limits ("$1,000,000" as typed), endorsements, holder. */
export function CertificateFields({
  field,
  values,
}: {
  field: (name: string) => { idPrefix: string; name: string; defaultValue: string; error?: string };
  values: Record<string, string>;
}) {
  const t = useT();
  return (
    <>
      <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-navy-900">
          {t("adminSubcontractors.item.limitsTitle")}
        </legend>
        {COI_LIMITS.map((name) => (
          <TextField
            key={name}
            {...field(name)}
            inputMode="numeric"
            optional
            maxLength={16}
            label={labelOf(t, LIMIT_KEYS, name)}
          />
        ))}
      </fieldset>
      <CheckboxField
        idPrefix="item"
        name="additionalInsured"
        label={t("adminSubcontractors.item.additionalInsured")}
        defaultChecked={values.additionalInsured === "on"}
      />
      <CheckboxField
        idPrefix="item"
        name="waiver"
        label={t("adminSubcontractors.item.waiver")}
        defaultChecked={values.waiver === "on"}
      />
      <TextField
        {...field("holderWording")}
        label={t("adminSubcontractors.item.holderWording")}
        optional
        maxLength={LIMITS.wording}
        className="md:col-span-2"
      />
    </>
  );
}
