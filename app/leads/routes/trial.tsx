import { data, Link } from "react-router";
import type { FormResult } from "~/leads/form-data";
import { readTextFields } from "~/leads/form-data";
import { recordTrialSignup } from "~/leads/leads.server";
import { fieldErrors, trialSignupSchema } from "~/leads/leads.validation";
import { messages } from "~/site/messages";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/trial";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Free Trial") },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = readTextFields(form, ["name", "email"]);
  const parsed = trialSignupSchema.safeParse(values);
  if (!parsed.success) {
    return data<FormResult>(
      { ok: false, errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  await recordTrialSignup(context.database.db, parsed.data);
  return data<FormResult>({ ok: true, message: messages.trialSuccess });
}

/** What a visitor without JavaScript sees after sending the trial form. */
export default function TrialResultPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 pb-24 pt-40 text-center">
      <h1 className="text-3xl font-bold text-navy-900">Free Trial</h1>
      <p className="mt-4 text-lg text-slate-700" role="status">
        {actionData?.ok
          ? actionData.message
          : actionData
            ? Object.values(actionData.errors).join(" ")
            : "Use the Software Solutions menu to start your free trial."}
      </p>
      <Link to="/features" className="mt-8 inline-block font-semibold text-navy-700 underline">
        Back to Software Solutions
      </Link>
    </section>
  );
}
