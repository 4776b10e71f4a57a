import { useMemo } from "react";
import { toAnswer } from "~/forms/answer-target";
import { FormAnswer } from "~/forms/FormBanner";
import type { FieldErrors } from "~/forms/result";
import { useSubmitting } from "~/forms/useSubmitting";
import { useT } from "~/i18n/I18nContext";
import { primaryButtonClass } from "./AuthCard";
import { NewPasswordFields } from "./NewPasswordFields";

/**
 * The new password chosen from an e-mailed link (admin setup, invitation, reset). A plain form
 * that loads the next page (docs/decisions/0023); the passwords typed are never sent back.
 */
export function SetPasswordForm({
  action,
  token,
  message,
  errors = {},
}: {
  action: string;
  token: string;
  message?: string;
  errors?: Partial<FieldErrors>;
}) {
  const [busy, setBusy] = useSubmitting();
  const answer = useMemo(() => (message ? { ok: false, message } : null), [message]);
  const t = useT();
  return (
    <>
      <FormAnswer form="set-password" answer={answer} />
      <form
        method="post"
        action={toAnswer(action, "set-password")}
        className="space-y-5"
        onSubmit={() => setBusy(true)}
      >
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields idPrefix="set-password" errors={errors} />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t("auth.saving") : t("auth.set.submit")}
        </button>
      </form>
    </>
  );
}
