import { data, Form, useNavigation } from "react-router";
import { AdminShell } from "~/auth/AdminShell";
import { listPeople, type PersonStatus } from "~/auth/accounts.server";
import { answerPeopleForm } from "~/auth/people.server";
import { requireAdmin } from "~/auth/session.server";
import { EmailField } from "~/forms/EmailField";
import { FormNotice } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { typedBack } from "~/forms/result";
import { pageTitle } from "~/site/titles";
import { ListTable } from "~/ui/AdminTable";
import type { Route } from "./+types/admin-people";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("People") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { people: await listPeople(context) };
}

/** Invites a new hire, or acts on one person (re-send, reset, disable, enable). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context);
  const actor = { id: viewer.id, email: viewer.email };
  const answer = await answerPeopleForm(context, actor, await request.formData());
  return data(answer.result, { status: answer.status });
}

const statusStyles: Record<PersonStatus, string> = {
  invited: "bg-amber-100 text-amber-900",
  active: "bg-emerald-100 text-emerald-900",
  disabled: "bg-slate-200 text-slate-700",
};

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { errors, values } = typedBack(actionData);
  const field = { idPrefix: "invite", required: true };
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
          <TextField
            {...field}
            label="First name"
            name="firstName"
            error={errors.firstName}
            maxLength={60}
            defaultValue={values.firstName}
          />
          <TextField
            {...field}
            label="Last name"
            name="lastName"
            error={errors.lastName}
            maxLength={60}
            defaultValue={values.lastName}
          />
          <EmailField {...field} error={errors.email} defaultValue={values.email} />
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            Send invitation
          </button>
        </Form>
      </section>
      <ListTable
        caption="People with an account"
        columns={[
          "Name",
          "Email",
          "Role",
          "Status",
          { key: "actions", label: <span className="sr-only">Actions</span> },
        ]}
      >
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
      </ListTable>
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
