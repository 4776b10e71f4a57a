import { useMemo, useState } from "react";
import { authPolicy, looksLikeEmail } from "~/auth/policy";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { FormAnswer, FormNotice } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { useSubmitting } from "~/forms/useSubmitting";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { primaryButtonClass } from "./AuthCard";

export interface LoginResult {
  message: string;
  email: string;
  field?: "email";
}

/**
 * The e-mail and password form of both logins. The browser checks the e-mail ('@' and '.',
 * docs/product.md#sign-in-and-accounts); the server checks everything again. A plain form, so that it also works in the
 * new-hire portal's island (docs/decisions/0009): signing in loads a new page anyway.
 */
export function LoginForm({
  action,
  submitLabel,
  redirectTo,
  result,
  notice,
  idPrefix = "login",
}: {
  action: string;
  submitLabel: string;
  redirectTo?: string;
  result?: LoginResult;
  /** Said above the fields until an attempt has an error of its own. */
  notice?: string;
  idPrefix?: string;
}) {
  const [busy, setBusy] = useSubmitting();
  const t = useT();
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? result?.message;
  const emailError = clientError || result?.field === "email" ? error : undefined;
  // One object per answer: a new one is focused again (`FormAnswer`).
  const answer = useMemo(
    () => (error && !emailError ? { ok: false, message: error } : null),
    [error, emailError],
  );

  return (
    <form
      method="post"
      // The return address in the query too, so that the page that answers a failed attempt
      // still carries it for the next one. No fragment: a success opens another page, which the
      // browser would open at it; a refusal's answer is focused as the page opens (autofocus).
      action={redirectTo ? `${action}?redirectTo=${encodeURIComponent(redirectTo)}` : action}
      noValidate
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const email = String(data.get("email") ?? "").trim();
        const password = String(data.get("password") ?? "");
        const problem =
          !email || !looksLikeEmail(email)
            ? t("auth.invalidEmail")
            : !password
              ? t("auth.loginFailed")
              : null;
        setClientError(problem);
        if (problem) event.preventDefault();
        else setBusy(true);
      }}
      className="space-y-5"
    >
      <FormAnswer form={idPrefix} answer={answer} className="" />
      {notice && !error ? <FormNotice tone="success">{notice}</FormNotice> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <TextField
        idPrefix={idPrefix}
        label={t("auth.email")}
        name="email"
        type="email"
        error={emailError}
        required
        autoComplete="username"
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={result?.email}
      />
      <TextField
        idPrefix={idPrefix}
        label={t("auth.password")}
        name="password"
        type="password"
        required
        autoComplete="current-password"
        maxLength={authPolicy.maxPasswordLength}
      />
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? t("auth.login.busy") : submitLabel}
      </button>
      <p className="text-center text-sm">
        <a
          href={useLocalPath()("/account/forgot-password")}
          className="font-medium text-navy-700 underline"
        >
          {t("auth.login.forgot")}
        </a>
      </p>
    </form>
  );
}
