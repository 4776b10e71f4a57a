import { Mail, MapPin, Phone } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { primaryButtonClass } from "~/auth/AuthCard";
import { NewPasswordFields } from "~/auth/NewPasswordFields";
import { newPasswordSchema } from "~/auth/password.validation";
import { changeOwnPassword } from "~/auth/password-change.server";
import { authPolicy } from "~/auth/policy";
import { SignOutButton } from "~/auth/SignOutButton";
import { requireEmployee } from "~/auth/session.server";
import { cookieHeaders } from "~/auth/sign-in.server";
import { FormNotice } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { checkFields, formAccepted, formRejected, readForm } from "~/forms/form.server";
import { typedBack } from "~/forms/result";
import { company, formatAddress } from "~/site/company";
import { pageTitle } from "~/site/titles";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/employee-info";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Employee Information") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireEmployee(request, context);
  return {
    name: viewer.name,
    email: viewer.email,
    role: viewer.isAdmin ? "Administrator" : "Employee",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireEmployee(request, context);
  const fields = await readForm(request, ["current", "password", "confirm"]);
  const parsed = checkFields(newPasswordSchema, fields);
  // Passwords are never sent back: the values typed stay out of the answer.
  if (!parsed.ok) return formRejected(400, { errors: parsed.errors });
  // Wrong current passwords count like wrong passwords at sign-in.
  const result = await changeOwnPassword(context, request, viewer, {
    current: fields.current.slice(0, 1024),
    newPassword: parsed.data.password,
  });
  if (!result.ok) return formRejected(result.status, { errors: { current: result.message } });
  return formAccepted("Your password has been changed. Other devices have been signed out.", {
    headers: cookieHeaders(result.cookies),
  });
}

export default function EmployeeInformation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { errors } = typedBack(actionData);
  return (
    <>
      <PageHero eyebrow="Employee Portal" title="Employee Information" />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <section
          aria-labelledby="account-title"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="account-title" className="text-lg font-semibold text-navy-900">
            Your account
          </h2>
          <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
            <dt className="text-slate-500">Name</dt>
            <dd className="text-navy-900">{loaderData.name}</dd>
            <dt className="text-slate-500">Email</dt>
            <dd className="text-navy-900">{loaderData.email}</dd>
            <dt className="text-slate-500">Role</dt>
            <dd className="text-navy-900">{loaderData.role}</dd>
          </dl>
          <h3 className="mt-8 text-base font-semibold text-navy-900">Change password</h3>
          <Form method="post" className="mt-4 space-y-4">
            {actionData?.ok ? <FormNotice tone="success">{actionData.message}</FormNotice> : null}
            <TextField
              idPrefix="change-password"
              label="Current password"
              name="current"
              type="password"
              error={errors.current}
              required
              maxLength={authPolicy.maxPasswordLength}
              autoComplete="current-password"
            />
            <NewPasswordFields
              idPrefix="change-password"
              errors={errors}
              confirmLabel="Confirm new password"
            />
            <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`}>
              {busy ? "Saving..." : "Change password"}
            </button>
          </Form>
        </section>
        <section aria-labelledby="hr-title" className="rounded-xl bg-navy-900 p-6 text-white">
          <h2 id="hr-title" className="text-lg font-semibold">
            HR contacts and offices
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <Mail className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <a href={`mailto:${company.hr.email}`} className="hover:underline">
                {company.hr.name}: {company.hr.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <span>
                {company.hr.phone} ext. {company.hr.extension}
              </span>
            </li>
            {company.offices.map((office) => (
              <li key={office.id} className="flex gap-3">
                <MapPin className="size-5 shrink-0 text-accent-400" aria-hidden="true" />
                <span>
                  <span className="font-semibold">{office.label}:</span> {formatAddress(office)}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <SignOutButton className="inline-flex items-center gap-2 rounded-md border border-white/30 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10" />
          </div>
        </section>
      </div>
    </>
  );
}
