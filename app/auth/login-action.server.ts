import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { readForm } from "~/forms/form.server";
import type { LoginResult } from "./LoginForm";
import { safeRedirect } from "./session.server";
import { cookieHeaders, signIn } from "./sign-in.server";

/** The action behind both login forms: sign in and go on, or answer the form with the message. */
export async function loginAction(
  request: Request,
  context: AppLoadContext,
  area: "admin" | "employee",
  fallback: string,
) {
  const fields = await readForm(request, ["email", "password", "redirectTo"]);
  const email = fields.email.slice(0, 254);
  const result = await signIn(context, { email, password: fields.password.slice(0, 1024), area });
  if (result.ok) {
    throw redirect(safeRedirect(fields.redirectTo, fallback, context.config.publicUrl), {
      headers: cookieHeaders(result.cookies),
    });
  }
  return data<LoginResult>(
    { message: result.message, email, field: result.field },
    { status: result.status },
  );
}
