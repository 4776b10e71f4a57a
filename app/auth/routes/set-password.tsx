import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, FormNotice, primaryButtonClass } from "~/auth/AuthCard";
import { setPasswordWithToken } from "~/auth/accounts.server";
import { NewPasswordFields } from "~/auth/NewPasswordFields";
import { newPasswordSchema } from "~/auth/password.validation";
import { authMessages, authPolicy } from "~/auth/policy";
import { cookieHeaders, signInWithNewPassword } from "~/auth/sign-in.server";
import { readTextFields } from "~/leads/form-data";
import { fieldErrors } from "~/leads/leads.validation";
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
    return data(
      { message: "Too many attempts. Please wait 15 minutes and try again.", errors: {} },
      { status: 429 },
    );
  }
  const fields = readTextFields(await request.formData(), ["token", "password", "confirm"]);
  const parsed = newPasswordSchema.safeParse(fields);
  if (!parsed.success)
    return data({ message: undefined, errors: fieldErrors(parsed.error) }, { status: 400 });
  const user = await setPasswordWithToken(
    context,
    fields.token.slice(0, 200),
    parsed.data.password,
  );
  if (!user) return data({ message: authMessages.linkInvalid, errors: {} }, { status: 400 });

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
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
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
        <NewPasswordFields errors={errors} />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? "Saving..." : "Set password and sign in"}
        </button>
      </Form>
    </AuthCard>
  );
}
