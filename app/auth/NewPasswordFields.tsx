import { TextField } from "~/forms/fields";
import { authPolicy } from "./policy";

/** The new password and its confirmation, as the set-password and change-password forms ask. */
export function NewPasswordFields({
  idPrefix,
  errors,
  confirmLabel = "Confirm password",
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
  return (
    <>
      <TextField
        {...field}
        label="New password"
        name="password"
        error={errors.password}
        hint={`At least ${authPolicy.minPasswordLength} characters.`}
        minLength={authPolicy.minPasswordLength}
      />
      <TextField {...field} label={confirmLabel} name="confirm" error={errors.confirm} />
    </>
  );
}
