import { toAnswer } from "~/forms/answer-target";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import type { FormResult } from "~/forms/result";
import { typedBack } from "~/forms/result";
import { useSubmitting } from "~/forms/useSubmitting";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { primaryButtonClass } from "./AuthCard";

/**
 * The request for a password-reset link. A plain form that loads the answer as a new page
 * (docs/decisions/0023): it works the same without JavaScript; with it, the button says that it
 * is sending.
 */
export function ForgotPasswordForm({ result }: { result?: FormResult }) {
  const [busy, setBusy] = useSubmitting();
  const { values } = typedBack(result);
  const t = useT();
  const localPath = useLocalPath();
  return (
    <>
      <FormAnswer form="reset" answer={result} />
      <form
        method="post"
        action={toAnswer(localPath("/account/forgot-password"), "reset")}
        className="space-y-5"
        onSubmit={() => setBusy(true)}
      >
        <TextField
          idPrefix="reset"
          label={t("auth.email")}
          name="email"
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          defaultValue={values.email}
        />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t("auth.forgot.sending") : t("auth.forgot.submit")}
        </button>
      </form>
    </>
  );
}
