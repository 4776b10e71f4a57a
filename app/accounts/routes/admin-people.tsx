import { useMemo } from "react";
import { data, useFormAction, useNavigation, useSubmit } from "react-router";
import { listPeople, type Person, type PersonStatus } from "~/accounts/accounts.server";
import { answerPeopleForm } from "~/accounts/people/people.server";
import { PERMISSION_LABELS } from "~/accounts/people/people-labels";
import { PERMISSION_NAMES } from "~/auth/permissions";
import { requireAdmin } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { toAnswer } from "~/forms/answer-target";
import { ConfirmAction } from "~/forms/ConfirmAction";
import { EmailField } from "~/forms/EmailField";
import { FormAnswer } from "~/forms/FormBanner";
import { SelectField, TextField } from "~/forms/fields";
import { typedBack } from "~/forms/result";
import { useT } from "~/i18n/I18nContext";
import { LANGUAGES } from "~/i18n/languages";
import type { Translator } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/site/language";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import type { Route } from "./+types/admin-people";

export const meta: Route.MetaFunction = privatePageMeta("adminPeople.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { people: await listPeople(context) };
}

/** Invites a new hire, or acts on one person (re-send, reset, disable, enable). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context);
  const actor = { id: viewer.id, email: viewer.email };
  const form = await request.formData();
  const answer = await answerPeopleForm(context, actor, form);
  // The invitation form starts again empty once it was sent (a second press would fail).
  const invited = answer.result.ok && form.get("intent") === "invite";
  return data({ ...answer.result, invited }, { status: answer.status });
}

/** Every form of the page answers in one place, above the invitation. */
const PEOPLE_FORM = "people";

const statusStyles: Record<PersonStatus, string> = {
  invited: "bg-amber-100 text-amber-900",
  active: "bg-emerald-100 text-emerald-900",
  disabled: "bg-slate-200 text-slate-700",
};

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const personForms = usePersonForms(busy);
  const columns = useMemo(() => peopleColumns(t, personForms), [t, personForms]);
  const { errors, values } = typedBack(actionData);
  const field = { idPrefix: "invite", required: true };
  // The invitation form starts again empty once it was sent; a refusal marks its fields.
  const inviteAnswer =
    actionData && (actionData.invited || !actionData.ok) ? actionData : undefined;
  return (
    <AdminShell title={t("adminPeople.title")}>
      <FormAnswer form={PEOPLE_FORM} answer={actionData} />
      <section
        aria-labelledby="invite-title"
        className="mb-8 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="invite-title" className="text-lg font-semibold text-navy-900">
          {t("adminPeople.inviteTitle")}
        </h2>
        <AnswerForm
          answerTo={PEOPLE_FORM}
          answer={inviteAnswer}
          className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_1.5fr_auto_auto] md:items-end"
        >
          <input type="hidden" name="intent" value="invite" />
          <TextField
            {...field}
            label={t("adminPeople.firstName")}
            name="firstName"
            error={errors.firstName}
            maxLength={60}
            defaultValue={values.firstName}
          />
          <TextField
            {...field}
            label={t("adminPeople.lastName")}
            name="lastName"
            error={errors.lastName}
            maxLength={60}
            defaultValue={values.lastName}
          />
          <EmailField {...field} error={errors.email} defaultValue={values.email} />
          <SelectField
            idPrefix="invite"
            name="language"
            label={t("adminPeople.language")}
            hint={t("adminPeople.languageHint")}
            error={errors.language}
            defaultValue={values.language || "en"}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES_IN_ENGLISH[language]}
              </option>
            ))}
          </SelectField>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
          >
            {t("adminPeople.invite")}
          </button>
        </AnswerForm>
      </section>
      <RecordTable
        caption={t("adminPeople.caption")}
        rows={loaderData.people}
        rowKey={(person) => person.id}
        columns={columns}
      />
    </AdminShell>
  );
}

/** Where a person's buttons post, and how they are sent once the page runs. */
interface PersonForms {
  action: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}

/**
 * The people's button forms: plain forms posting to this page with the fragment of its answer;
 * with JavaScript the page's one handler sends them through the router, with the button pressed
 * (its intent), and a second press while one is on its way sends nothing. Twenty people, one
 * handler: no form component, state or effect a row (docs/decisions/0102).
 */
function usePersonForms(busy: boolean): PersonForms {
  const submit = useSubmit();
  const action = toAnswer(useFormAction(), PEOPLE_FORM);
  return useMemo(
    () => ({
      action,
      onSubmit: (event) => {
        event.preventDefault();
        if (busy) return;
        const pressed = (event.nativeEvent as SubmitEvent).submitter;
        submit(pressed instanceof HTMLButtonElement ? pressed : event.currentTarget);
      },
    }),
    [action, busy, submit],
  );
}

/** The table's columns, in the page's words. */
function peopleColumns(t: Translator["t"], forms: PersonForms): RecordColumn<Person>[] {
  return [
    {
      label: t("adminPeople.column.name"),
      cell: (person) => person.name,
      className: "font-medium text-navy-900",
    },
    {
      label: t("adminPeople.column.email"),
      cell: (person) => person.email,
      // A long address breaks anywhere rather than push the actions past the page.
      className: "[overflow-wrap:anywhere]",
    },
    { label: t("adminPeople.column.role"), cell: (person) => person.role, className: "capitalize" },
    {
      label: t("adminPeople.column.language"),
      cell: (person) => LANGUAGE_NAMES_IN_ENGLISH[person.language],
    },
    // Every permission the admin can grant (app/auth/permissions.ts) in one column, each with
    // its button: six columns of their own pushed the actions past 1280 px.
    {
      label: t("adminPeople.column.access"),
      cell: (person) => <PersonAccess person={person} />,
      // On a phone the six lines take the card's width, under their label.
      className: "max-md:flex-col max-md:gap-1",
    },
    {
      label: t("adminPeople.column.status"),
      card: "badge",
      cell: (person) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${statusStyles[person.status]}`}
        >
          {person.status}
        </span>
      ),
    },
    {
      label: t("adminPeople.column.actions"),
      hideLabel: true,
      card: "actions",
      cell: (person) => <PersonActions person={person} forms={forms} />,
    },
  ];
}

/**
 * What can be done for one person, by their state: each button posts its intent; Disable, which
 * signs the person out, asks first.
 */
function PersonActions({ person, forms }: { person: Person; forms: PersonForms }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <PersonButtons person={person} forms={forms} />
      {person.role !== "admin" && person.status !== "disabled" ? (
        <ConfirmAction
          label={t("adminPeople.disable")}
          accessibleLabel={t("adminPeople.disableFor", { name: person.name })}
          question={t("adminPeople.disableQuestion", { name: person.name })}
          consequence={t("adminPeople.disableConsequence", { name: person.name })}
          confirmLabel={t("adminPeople.disableConfirm")}
          intent="disable"
          fields={{ userId: person.id }}
          answerTo={PEOPLE_FORM}
          triggerClassName="person-disable"
        />
      ) : null}
    </div>
  );
}

/** The id of a person's form, which the buttons of their access (another cell) belong to. */
const personForm = (person: Person) => `person-${person.id}`;

/**
 * What a person may do, a line a permission: its name, whether they hold it (the admin always
 * does) and the button that gives or removes it, which posts the person's form.
 */
function PersonAccess({ person }: { person: Person }) {
  const t = useT();
  const admin = person.role === "admin";
  return (
    // Styled by place in app/app.css (`.person-access`): twenty people draw six lines each.
    <ul className="person-access">
      {PERMISSION_NAMES.map((permission) => {
        const label = t(PERMISSION_LABELS[permission]);
        const held = person.permissions.includes(permission);
        const named = { permission: label.toLowerCase() };
        return (
          <li key={permission}>
            <span>{label}</span>
            <span>
              {admin
                ? t("adminPeople.permission.always")
                : held
                  ? t("adminPeople.permission.yes")
                  : t("adminPeople.permission.no")}
            </span>
            {admin ? (
              // The buttons' room, so that the admin's "Always" stands where the others' words do.
              <span />
            ) : (
              <button
                type="submit"
                form={personForm(person)}
                name="intent"
                value={`${held ? "remove" : "grant"}:${permission}`}
                aria-label={
                  held
                    ? t("adminPeople.removePermission", named)
                    : t("adminPeople.givePermission", named)
                }
                className="person-button"
              >
                {held ? t("adminPeople.remove") : t("adminPeople.give")}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function PersonButtons({ person, forms }: { person: Person; forms: PersonForms }) {
  const t = useT();
  return (
    <form
      id={personForm(person)}
      method="post"
      action={forms.action}
      onSubmit={forms.onSubmit}
      className="flex flex-wrap gap-2 md:justify-end"
    >
      <input type="hidden" name="userId" value={person.id} />
      {person.status === "invited" ? (
        <PersonButton intent="resend">{t("adminPeople.resend")}</PersonButton>
      ) : null}
      {person.status === "active" ? (
        <PersonButton intent="reset">{t("adminPeople.reset")}</PersonButton>
      ) : null}
      {person.status === "disabled" ? (
        <PersonButton intent="enable">{t("adminPeople.enable")}</PersonButton>
      ) : null}
    </form>
  );
}

function PersonButton({ intent, children }: { intent: string; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      // Named once in app/app.css: twenty people draw up to seven each (docs/decisions/0102).
      className="person-button"
    >
      {children}
    </button>
  );
}
