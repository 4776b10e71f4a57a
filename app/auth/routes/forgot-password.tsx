import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, FormNotice, primaryButtonClass } from "~/auth/AuthCard";
import { sendPasswordReset } from "~/auth/accounts.server";
import { authMessages, looksLikeEmail } from "~/auth/policy";
import { readTextFields } from "~/leads/form-data";
import { hitLimit } from "~/limits/rate-limit.server";
import { pageTitle } from "~/site/titles";
import { Field, inputClass } from "~/ui/Field";
import type { Route } from "./+types/forgot-password";

const resetClientLimit = { name: "reset:client", max: 10, windowMs: 15 * 60 * 1000 };
const resetAccountLimit = { name: "reset:account", max: 3, windowMs: 60 * 60 * 1000 };

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Forgot Password") },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { email } = readTextFields(await request.formData(), ["email"]);
  const address = email.trim().toLowerCase().slice(0, 254);
  if (!looksLikeEmail(address))
    return data({ ok: false, message: authMessages.invalidEmail, email }, { status: 400 });
  const { db } = context.database;
  const client = await hitLimit(db, resetClientLimit, context.clientAddress);
  if (!client.allowed) {
    return data(
      { ok: false, message: "Too many requests. Please wait 15 minutes and try again.", email },
      { status: 429 },
    );
  }
  // Over the per-account limit we quietly send nothing: the answer must not differ.
  if ((await hitLimit(db, resetAccountLimit, address)).allowed)
    await sendPasswordReset(context, address);
  return data({ ok: true, message: authMessages.resetRequested, email: "" });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter your account's e-mail address and we will send you a link to choose a new password."
    >
      {actionData ? (
        <FormNotice tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormNotice>
      ) : null}
      <Form method="post" className="space-y-5">
        <Field label="Email" name="email">
          {(props) => (
            <input
              {...props}
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              defaultValue={actionData?.email}
              className={inputClass}
            />
          )}
        </Field>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? "Sending..." : "Send reset link"}
        </button>
      </Form>
      <p className="mt-6 flex justify-between text-sm">
        <Link to="/team/employees" reloadDocument className="font-medium text-navy-700 underline">
          Employee login
        </Link>
        <Link to="/admin/login" className="font-medium text-navy-700 underline">
          Admin Login
        </Link>
      </p>
    </AuthCard>
  );
}
