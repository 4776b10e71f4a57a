import { data, Form, useNavigation } from "react-router";
import { AdminShell } from "~/auth/AdminShell";
import { FormNotice } from "~/auth/AuthCard";
import {
  AccountExistsError,
  inviteEmployee,
  listPeople,
  type PersonStatus,
  sendInvitation,
  sendPasswordReset,
  setAccountDisabled,
} from "~/auth/accounts.server";
import { invitationSchema, personActionSchema } from "~/auth/people.validation";
import { requireAdmin } from "~/auth/session.server";
import { readTextFields } from "~/leads/form-data";
import { fieldErrors } from "~/leads/leads.validation";
import { hitLimit } from "~/limits/rate-limit.server";
import { pageTitle } from "~/site/titles";
import { Field, inputClass } from "~/ui/Field";
import type { Route } from "./+types/admin-people";

const invitationLimit = { name: "invite:admin", max: 50, windowMs: 60 * 60 * 1000 };

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("People") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { people: await listPeople(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context);
  const actor = { id: viewer.id, email: viewer.email };
  const form = await request.formData();
  if (form.get("intent") === "invite") {
    const values = readTextFields(form, ["firstName", "lastName", "email"]);
    const parsed = invitationSchema.safeParse(values);
    if (!parsed.success)
      return data(
        { ok: false, message: undefined, errors: fieldErrors(parsed.error), values },
        { status: 400 },
      );
    if (!(await hitLimit(context.database.db, invitationLimit, viewer.id)).allowed) {
      return data(
        {
          ok: false,
          message: "Too many invitations in an hour. Please try again later.",
          errors: {},
          values,
        },
        { status: 429 },
      );
    }
    try {
      await inviteEmployee(context, actor, parsed.data);
    } catch (error) {
      if (!(error instanceof AccountExistsError)) throw error;
      return data(
        {
          ok: false,
          message: undefined,
          errors: { email: "An account with this e-mail address already exists." },
          values,
        },
        { status: 409 },
      );
    }
    return {
      ok: true,
      message: `Invitation sent to ${parsed.data.email}.`,
      errors: {},
      values: {},
    };
  }
  const parsed = personActionSchema.safeParse(readTextFields(form, ["intent", "userId"]));
  if (!parsed.success)
    return data({ ok: false, message: "Unknown action.", errors: {}, values: {} }, { status: 400 });
  const { intent, userId } = parsed.data;
  const person = (await listPeople(context)).find((candidate) => candidate.id === userId);
  if (!person)
    return data(
      { ok: false, message: "That person no longer exists.", errors: {}, values: {} },
      { status: 404 },
    );
  if (person.role === "admin" && (intent === "disable" || intent === "enable")) {
    return data(
      { ok: false, message: "The admin account cannot be disabled.", errors: {}, values: {} },
      { status: 400 },
    );
  }
  const messages: Record<typeof intent, string> = {
    resend: `Invitation sent again to ${person.email}.`,
    disable: `${person.name} is disabled and signed out.`,
    enable: `${person.name} is enabled again.`,
    reset: `A password reset link was sent to ${person.email}.`,
  };
  if (intent === "resend" && (await sendInvitation(context, actor, userId)) === "has-password") {
    return data(
      {
        ok: false,
        message: `${person.name} has already set a password: send a password reset instead.`,
        errors: {},
        values: {},
      },
      { status: 409 },
    );
  }
  if (intent === "disable" || intent === "enable")
    await setAccountDisabled(context, actor, userId, intent === "disable");
  if (intent === "reset") await sendPasswordReset(context, person.email);
  return { ok: true, message: messages[intent], errors: {}, values: {} };
}

const statusStyles: Record<PersonStatus, string> = {
  invited: "bg-amber-100 text-amber-900",
  active: "bg-emerald-100 text-emerald-900",
  disabled: "bg-slate-200 text-slate-700",
};

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = actionData?.values ?? {};
  return (
    <AdminShell title="People">
      {actionData?.message ? (
        <FormNotice tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormNotice>
      ) : null}
      <section
        aria-labelledby="invite-title"
        className="mb-8 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="invite-title" className="text-lg font-semibold text-navy-900">
          Invite a new hire
        </h2>
        <Form
          method="post"
          className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_1.5fr_auto] md:items-end"
        >
          <input type="hidden" name="intent" value="invite" />
          <Field label="First name" name="firstName" error={errors.firstName}>
            {(props) => (
              <input
                {...props}
                required
                maxLength={60}
                defaultValue={values.firstName}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Last name" name="lastName" error={errors.lastName}>
            {(props) => (
              <input
                {...props}
                required
                maxLength={60}
                defaultValue={values.lastName}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Email" name="email" error={errors.email}>
            {(props) => (
              <input
                {...props}
                type="email"
                required
                maxLength={254}
                defaultValue={values.email}
                className={inputClass}
              />
            )}
          </Field>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            Send invitation
          </button>
        </Form>
      </section>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">People with an account</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wider text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                Email
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loaderData.people.map((person) => (
              <tr key={person.id}>
                <td className="px-4 py-3 font-medium text-navy-900">{person.name}</td>
                <td className="px-4 py-3">{person.email}</td>
                <td className="px-4 py-3 capitalize">{person.role}</td>
                <td className="px-4 py-3">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${statusStyles[person.status]}`}
                  >
                    {person.status}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <Form method="post" className="flex flex-wrap justify-end gap-2">
                    <input type="hidden" name="userId" value={person.id} />
                    {person.status === "invited" ? (
                      <PersonButton intent="resend">Re-send invitation</PersonButton>
                    ) : null}
                    {person.status === "active" ? (
                      <PersonButton intent="reset">Send password reset</PersonButton>
                    ) : null}
                    {person.role !== "admin" && person.status !== "disabled" ? (
                      <PersonButton intent="disable">Disable</PersonButton>
                    ) : null}
                    {person.status === "disabled" ? (
                      <PersonButton intent="enable">Enable</PersonButton>
                    ) : null}
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminShell>
  );
}

function PersonButton({ intent, children }: { intent: string; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-xs font-semibold text-navy-900 hover:bg-slate-50"
    >
      {children}
    </button>
  );
}
