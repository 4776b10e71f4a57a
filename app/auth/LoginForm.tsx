import { useState } from "react";
import { FormNotice } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { useSubmitting } from "~/forms/useSubmitting";
import { primaryButtonClass } from "./AuthCard";
import { authMessages, authPolicy, looksLikeEmail } from "./policy";

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
  idPrefix = "login",
}: {
  action: string;
  submitLabel: string;
  redirectTo?: string;
  result?: LoginResult;
  idPrefix?: string;
}) {
  const [busy, setBusy] = useSubmitting();
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? result?.message;
  const emailError = clientError || result?.field === "email" ? error : undefined;

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const email = String(data.get("email") ?? "").trim();
        const password = String(data.get("password") ?? "");
        const problem =
          !email || !looksLikeEmail(email)
            ? authMessages.invalidEmail
            : !password
              ? authMessages.loginFailed
              : null;
        setClientError(problem);
        if (problem) event.preventDefault();
        else setBusy(true);
      }}
      className="space-y-5"
    >
      {error && !emailError ? <FormNotice tone="error">{error}</FormNotice> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <TextField
        idPrefix={idPrefix}
        label="Email"
        name="email"
        type="email"
        error={emailError}
        required
        autoComplete="username"
        maxLength={254}
        defaultValue={result?.email}
      />
      <TextField
        idPrefix={idPrefix}
        label="Password"
        name="password"
        type="password"
        required
        autoComplete="current-password"
        maxLength={authPolicy.maxPasswordLength}
      />
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? "Signing in..." : submitLabel}
      </button>
      <p className="text-center text-sm">
        <a href="/account/forgot-password" className="font-medium text-navy-700 underline">
          Forgot password?
        </a>
      </p>
    </form>
  );
}
