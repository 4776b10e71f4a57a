import { Field, inputClass } from "~/ui/Field";
import { authPolicy } from "./policy";

/** The new password and its confirmation, as the set-password and change-password forms ask. */
export function NewPasswordFields({
  errors,
  confirmLabel = "Confirm password",
}: {
  errors: Record<string, string | undefined>;
  confirmLabel?: string;
}) {
  return (
    <>
      <Field
        label="New password"
        name="password"
        error={errors.password}
        hint={`At least ${authPolicy.minPasswordLength} characters.`}
      >
        {(props) => (
          <input
            {...props}
            type="password"
            required
            minLength={authPolicy.minPasswordLength}
            maxLength={authPolicy.maxPasswordLength}
            autoComplete="new-password"
            className={inputClass}
          />
        )}
      </Field>
      <Field label={confirmLabel} name="confirm" error={errors.confirm}>
        {(props) => (
          <input
            {...props}
            type="password"
            required
            maxLength={authPolicy.maxPasswordLength}
            autoComplete="new-password"
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}
