import { FormNotice } from "~/forms/FormBanner";
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
  const t = useT();
  return (
    <>
      {message ? <FormNotice tone="error">{message}</FormNotice> : null}
      <form method="post" action={action} className="space-y-5" onSubmit={() => setBusy(true)}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields idPrefix="set-password" errors={errors} />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t("auth.saving") : t("auth.set.submit")}
        </button>
      </form>
    </>
  );
}
