import { Form, Link, useNavigation } from "react-router";
import { AuthCard, primaryButtonClass } from "~/auth/AuthCard";
import { sendPasswordReset } from "~/auth/accounts.server";
import { authMessages, looksLikeEmail } from "~/auth/policy";
import { FormNotice } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { formAccepted, formRejected, readForm } from "~/forms/form.server";
import { typedBack } from "~/forms/result";
import { hitLimit } from "~/limits/rate-limit.server";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/forgot-password";

const resetClientLimit = { name: "reset:client", max: 10, windowMs: 15 * 60 * 1000 };
const resetAccountLimit = { name: "reset:account", max: 3, windowMs: 60 * 60 * 1000 };

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Forgot Password") },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request, ["email"]);
  const address = values.email.trim().toLowerCase().slice(0, 254);
  if (!looksLikeEmail(address))
    return formRejected(400, { message: authMessages.invalidEmail, values });
  const { db } = context.database;
  const client = await hitLimit(db, resetClientLimit, context.clientAddress);
  if (!client.allowed) {
    return formRejected(429, {
      message: "Too many requests. Please wait 15 minutes and try again.",
      values,
    });
  }
  // Over the per-account limit we quietly send nothing: the answer must not differ.
  if ((await hitLimit(db, resetAccountLimit, address)).allowed)
    await sendPasswordReset(context, address);
  return formAccepted(authMessages.resetRequested);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { values } = typedBack(actionData);
  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter your account's e-mail address and we will send you a link to choose a new password."
    >
      {actionData ? (
        <FormNotice tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormNotice>
      ) : null}
      <Form method="post" className="space-y-5">
        <TextField
          idPrefix="reset"
          label="Email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={values.email}
        />
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
