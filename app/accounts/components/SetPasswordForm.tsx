import { useMemo } from "react";
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
        // No fragment: a success opens another page, which the browser would open at it. A
        // refusal's answer is focused as the page opens (autofocus, docs/decisions/0076).
        action={action}
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
