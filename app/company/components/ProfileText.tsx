import { TextField } from "~/forms/fields";
import type { FieldErrors, FormValues } from "~/forms/result";
import type { Translator } from "~/i18n/translator";

/** The profile form's values and errors, which every field of it reads by its name. */
export type ProfileFields = { values: FormValues; errors: FieldErrors };

/** A text field of the profile, its value and error read from the form's by its name. */
export function ProfileText({
  values,
  errors,
  name,
  ...rest
}: ProfileFields & { name: string } & Omit<
    React.ComponentProps<typeof TextField>,
    "idPrefix" | "values"
  >) {
  return (
    <TextField
      idPrefix="company"
      name={name}
      error={errors[name]}
      defaultValue={values[name]}
      {...rest}
    />
  );
}

/** Every row of the profile's repeatable groups can be removed when saving. */
export function rowSettings(t: Translator["t"]) {
  return { idPrefix: "company", removeLabel: t("adminCompany.removeRow") };
}
