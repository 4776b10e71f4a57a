import { CheckboxField, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { SERVICE_LIMITS as LIMITS } from "../../service.validation";

type FieldProps = (name: string) => {
  idPrefix: string;
  name: string;
  defaultValue: string;
  error: string | undefined;
};

/** A client's name, default not-to-exceed and PO rule: the new-client form and the terms form. */
export function ClientBasicFields({
  field,
  idPrefix,
  poRequired,
}: {
  field: FieldProps;
  idPrefix: string;
  poRequired: boolean;
}) {
  const t = useT();
  return (
    <>
      <TextField {...field("name")} label={t("adminClients.terms.name")} maxLength={LIMITS.name} />
      <TextField
        {...field("defaultNte")}
        label={t("adminClients.terms.defaultNte")}
        hint={t("adminClients.terms.defaultNteHint")}
        inputMode="decimal"
        optional
        maxLength={14}
      />
      <CheckboxField
        idPrefix={idPrefix}
        name="poRequired"
        label={t("adminClients.terms.poRequired")}
        defaultChecked={poRequired}
      />
    </>
  );
}
