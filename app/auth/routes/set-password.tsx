import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, primaryButtonClass } from "~/auth/AuthCard";
import { setPasswordWithToken } from "~/auth/accounts.server";
import { NewPasswordFields } from "~/auth/NewPasswordFields";
import { newPasswordSchema } from "~/auth/password.validation";
import { authMessages, authPolicy } from "~/auth/policy";
import { cookieHeaders, signInWithNewPassword } from "~/auth/sign-in.server";
import { FormNotice } from "~/forms/FormBanner";
import { checkFields, formRejected, readForm } from "~/forms/form.server";
import { typedBack } from "~/forms/result";
import { hitLimit } from "~/limits/rate-limit.server";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/set-password";

const setPasswordLimit = { name: "set-password:client", max: 20, windowMs: 15 * 60 * 1000 };

function isAdminSetup(request: Request) {
  return new URL(request.url).pathname.startsWith("/admin/setup");
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: pageTitle(
      location.pathname.startsWith("/admin/setup") ? "Admin Setup" : "Set Your Password",
    ),
  },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, adminSetup: isAdminSetup(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const limit = await hitLimit(context.database.db, setPasswordLimit, context.clientAddress);
  if (!limit.allowed) {
    return formRejected(429, {
      message: "Too many attempts. Please wait 15 minutes and try again.",
    });
  }
  const fields = await readForm(request, ["token", "password", "confirm"]);
  const parsed = checkFields(newPasswordSchema, fields);
  // Passwords are never sent back: the values typed stay out of the answer.
  if (!parsed.ok) return formRejected(400, { errors: parsed.errors });
  const user = await setPasswordWithToken(
    context,
    fields.token.slice(0, 200),
    parsed.data.password,
  );
  if (!user) return formRejected(400, { message: authMessages.linkInvalid });

  const area = user.role === "admin" ? "admin" : "employee";
  const session = await signInWithNewPassword(context, {
    email: user.email,
    password: parsed.data.password,
    area,
  });
  const next = area === "admin" ? "/admin/progress" : "/team/employees/hub";
  if (!session.ok) throw redirect(area === "admin" ? "/admin/login" : "/account/login");
  throw redirect(next, { headers: cookieHeaders(session.cookies) });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { token, adminSetup } = loaderData;
  const { errors } = typedBack(actionData);
  if (!token) {
    return (
      <AuthCard title="Set Your Password">
        <FormNotice tone="error">{authMessages.linkInvalid}</FormNotice>
        <Link to="/account/forgot-password" className="font-semibold text-navy-700 underline">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={adminSetup ? "Admin Setup" : "Set Your Password"}
      intro={
        adminSetup
          ? "Choose the password of the site's admin account. This link works once."
          : `Choose a password of at least ${authPolicy.minPasswordLength} characters.`
      }
    >
      {actionData?.message ? <FormNotice tone="error">{actionData.message}</FormNotice> : null}
      <Form method="post" className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields idPrefix="set-password" errors={errors} />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? "Saving..." : "Set password and sign in"}
        </button>
      </Form>
    </AuthCard>
  );
}
