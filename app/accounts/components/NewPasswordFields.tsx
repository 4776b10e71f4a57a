import { authPolicy } from "~/auth/policy";
import { TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";

/** The new password and its confirmation, as the set-password and change-password forms ask. */
export function NewPasswordFields({
  idPrefix,
  errors,
  confirmLabel,
}: {
  idPrefix: string;
  errors: Partial<Record<string, string>>;
  confirmLabel?: string;
}) {
  const field = {
    idPrefix,
    type: "password",
    required: true,
    maxLength: authPolicy.maxPasswordLength,
    autoComplete: "new-password",
  } as const;
  const t = useT();
  return (
    <>
      <TextField
        {...field}
        label={t("auth.newPassword")}
        name="password"
        error={errors.password}
        hint={t("auth.newPasswordHint", { min: authPolicy.minPasswordLength })}
        minLength={authPolicy.minPasswordLength}
      />
      <TextField
        {...field}
        label={confirmLabel ?? t("auth.confirmPassword")}
        name="confirm"
        error={errors.confirm}
      />
    </>
  );
}
