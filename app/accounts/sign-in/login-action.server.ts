import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { safeRedirect } from "~/auth/session.server";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { readForm } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { langOfPath } from "~/i18n/languages";
import type { LoginResult } from "../components/LoginForm";
import { deviceCookieOf } from "./device-cookie.server";
import { cookieHeaders, signIn } from "./sign-in.server";

/** What both login pages read from their address. */
export function loginPageQuery(request: Request) {
  const query = new URL(request.url).searchParams;
  return {
    redirectTo: query.get("redirectTo") ?? undefined,
    // Sent by a password set through a link whose sign-in did not follow (set-password.tsx).
    passwordSet: query.get("password") === "set",
  };
}

/** The action behind both login forms: sign in and go on, or answer the form with the message. */
export async function loginAction(
  request: Request,
  context: AppLoadContext,
  area: "admin" | "employee",
  fallback: string,
) {
  const fields = await readForm(request, ["email", "password", "redirectTo"]);
  const email = fields.email.slice(0, EMAIL_MAX_LENGTH);
  const result = await signIn(context, {
    email,
    password: fields.password.slice(0, 1024),
    area,
    deviceCookie: deviceCookieOf(context, request.headers.get("Cookie")),
  });
  if (result.ok) {
    // The admin area starts at the person's first page (the leads for lead access), not at a
    // page they may not open or one of configuration warnings.
    const landing = result.home ?? fallback;
    throw redirect(safeRedirect(fields.redirectTo, landing, context.config.publicUrl), {
      headers: cookieHeaders(result.cookies),
    });
  }
  return data<LoginResult>(
    {
      // In the language of the page that posted (the admin login is English).
      message: serverTranslator(langOfPath(new URL(request.url).pathname)).t(result.message),
      email,
      field: result.field,
    },
    // Busy: every hashing slot was taken; a second later one is likely free.
    { status: result.status, headers: result.status === 503 ? { "Retry-After": "1" } : undefined },
  );
}
