import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { useCompanyDay } from "~/company/Time";
import { AnswerForm } from "~/forms/AnswerForm";
import { ConfirmAction } from "~/forms/ConfirmAction";
import { FormAnswer } from "~/forms/FormBanner";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/forms/fields";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { translatorFromMatches } from "~/i18n/page";
import { labelOf, type Translator } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { type AdminAnswer, type AdminForm, answerAdminForm } from "../admin-forms.server";
import {
  filterFrom,
  type ListedSubcontractor,
  type ListFilter,
  PAGE_SIZE,
  STATUSES,
} from "../list";
import { listSubcontractorsPage } from "../list.server";
import { HEADING_KEYS, KIND_KEYS, LIMIT_KEYS, STATUS_KEYS } from "../office-labels";
import {
  COI_LIMITS,
  isRequirementKind,
  PORTAL_HEADINGS,
  REQUIREMENT_KINDS,
  type RequirementKind,
} from "../requirements";
import { listRequirementSets, type RequirementSetView } from "../requirements.server";
import { documentRetentionYears, RETENTION_YEARS_CHOICES, removedCount } from "../retention.server";
import { SUBCONTRACTOR_LIMITS as LIMITS } from "../subcontractors.validation";
import type { Route } from "./+types/admin-subcontractors";

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: pageTitle(
      translatorFromMatches(matches).t("adminSubcontractors.title"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, context, "subcontractors");
  const db = context.database.db;
  const filter = filterFrom(new URL(request.url).searchParams);
  const list = await listSubcontractorsPage(db, filter);
  return {
    retention: {
      years: await documentRetentionYears(db),
      removed: await removedCount(db),
      mayChange: viewer.isAdmin,
      choices: RETENTION_YEARS_CHOICES,
    },
    sets: await listRequirementSets(db),
    subcontractors: list.rows,
    total: list.total,
    trades: list.trades,
    filter,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "subcontractors");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<AdminAnswer>(
      {
        ok: false,
        form: "remove",
        errors: {},
        values: {},
        message: t("adminSubcontractors.unknownAction"),
      },
      { status: 400 },
    );
  }
  const { status, answer } = await answerAdminForm(
    context,
    { id: viewer.id, email: viewer.email, isAdmin: viewer.isAdmin },
    form,
  );
  return data(answer, { status });
}

type Listed = ListedSubcontractor;

const columnsOf = (t: Translator["t"]): RecordColumn<Listed>[] => [
  {
    label: t("adminSubcontractors.columns.company"),
    card: "title",
    cell: (row) => (
      <Link
        to={`/admin/subcontractors/${row.id}`}
        className="font-semibold text-navy-700 underline"
      >
        {row.company}
      </Link>
    ),
  },
  {
    label: t("adminSubcontractors.columns.status"),
    card: "badge",
    cell: (row) => labelOf(t, STATUS_KEYS, row.status),
  },
  { label: t("adminSubcontractors.columns.trade"), cell: (row) => row.trade },
  { label: t("adminSubcontractors.columns.set"), cell: (row) => row.setName },
  { label: t("adminSubcontractors.columns.nextExpiry"), cell: (row) => row.nextExpiry ?? "—" },
  {
    label: t("adminSubcontractors.columns.lastActivity"),
    cell: (row) => <CompanyDay at={row.lastActivityAt} />,
  },
];

/** The company's calendar day of an instant, beside the calendar dates of expiries. */
function CompanyDay({ at }: { at: string | Date }) {
  return useCompanyDay()(at);
}

export default function AdminSubcontractors({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { sets, subcontractors, trades, filter, total, retention } = loaderData;
  const query = new URLSearchParams(
    Object.entries(filter)
      .filter(([key, value]) => key !== "page" && value !== "" && value !== "all")
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return (
    <AdminShell
      title={t("adminSubcontractors.title")}
      actions={
        <a
          href={`/admin/subcontractors/export.csv${query ? `?${query}` : ""}`}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-800 hover:bg-slate-50"
        >
          {t("adminSubcontractors.exportCsv")}
        </a>
      }
    >
      <ListFilters filter={filter} sets={sets} trades={trades} />
      <RecordTable
        caption={t("adminSubcontractors.listCaption")}
        rows={subcontractors}
        rowKey={(row) => row.id}
        columns={columnsOf(t)}
        empty={t("adminSubcontractors.empty")}
      />
      <Pages page={filter.page} total={total} query={query} />
      {/* With no set yet, the set comes first: an invitation needs one. */}
      {sets.length === 0 ? <RequirementSets sets={sets} answer={actionData} /> : null}
      <InviteForm sets={sets} answer={actionData} />
      {sets.length > 0 ? <RequirementSets sets={sets} answer={actionData} /> : null}
      <RetentionSettings retention={retention} answer={actionData} />
    </AdminShell>
  );
}

/** "1–50 of 1,000" with the previous and next pages of the same filters. */
function Pages({ page, total, query }: { page: number; total: number; query: string }) {
  const t = useT();
  if (total <= PAGE_SIZE) return null;
  const last = Math.ceil(total / PAGE_SIZE);
  const to = (target: number) =>
    `/admin/subcontractors?${[query, `page=${target}`].filter(Boolean).join("&")}`;
  const linkClass = "font-semibold text-navy-700 underline";
  return (
    <nav
      aria-label={t("adminSubcontractors.pages.label")}
      className="mt-4 flex flex-wrap items-center gap-4 text-sm"
    >
      <span>
        {t("adminSubcontractors.pages.shown", {
          from: Math.min(total, (page - 1) * PAGE_SIZE + 1),
          to: Math.min(total, page * PAGE_SIZE),
          total,
        })}
      </span>
      {page > 1 ? (
        <Link to={to(Math.min(page - 1, last))} className={linkClass}>
          {t("adminSubcontractors.pages.previous")}
        </Link>
      ) : null}
      {page < last ? (
        <Link to={to(page + 1)} className={linkClass}>
          {t("adminSubcontractors.pages.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/** Filters by status, trade and set: a plain GET form, so the address names the view. */
function ListFilters({
  filter,
  sets,
  trades,
}: {
  filter: ListFilter;
  sets: RequirementSetView[];
  trades: string[];
}) {
  const t = useT();
  return (
    <Form
      method="get"
      className="mb-4 flex flex-wrap items-end gap-3"
      aria-label={t("adminSubcontractors.filters.title")}
    >
      <SelectField
        idPrefix="filter"
        name="status"
        label={t("adminSubcontractors.filters.status")}
        defaultValue={filter.status}
      >
        <option value="all">{t("adminSubcontractors.filters.all")}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {labelOf(t, STATUS_KEYS, status)}
          </option>
        ))}
      </SelectField>
      <SelectField
        idPrefix="filter"
        name="trade"
        label={t("adminSubcontractors.filters.trade")}
        defaultValue={filter.trade}
      >
        <option value="">{t("adminSubcontractors.filters.all")}</option>
        {trades.map((trade) => (
          <option key={trade} value={trade}>
            {trade}
          </option>
        ))}
      </SelectField>
      <SelectField
        idPrefix="filter"
        name="set"
        label={t("adminSubcontractors.filters.set")}
        defaultValue={filter.set}
      >
        <option value="">{t("adminSubcontractors.filters.all")}</option>
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {set.name}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass}>
        {t("adminSubcontractors.filters.apply")}
      </button>
    </Form>
  );
}

/**
 * One form's answer (each shows beside its form, docs/decisions/0076), with the errors and typed
 * values of a refusal.
 */
function typedFor(answer: AdminAnswer | undefined, form: AdminForm) {
  const own = answer?.form === form ? answer : undefined;
  return own && !own.ok
    ? { own, errors: own.errors, values: own.values }
    : { own, errors: {} as Record<string, string>, values: {} as Record<string, string> };
}

/** While this form's post is on its way: its button is disabled, so a second press waits. */
function useSending(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

const linkClass = "font-semibold text-navy-700 underline";
const sectionClass = "mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800";

function InviteForm({ sets, answer }: { sets: RequirementSetView[]; answer?: AdminAnswer }) {
  const t = useT();
  const { own, errors, values } = typedFor(answer, "invite");
  const sending = useSending("invite");
  const existing = own && !own.ok ? own.existing : undefined;
  const field = (name: string) => ({
    idPrefix: "invite",
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <section aria-labelledby="invite-title" className={sectionClass}>
      <h2 id="invite-title" className="text-xl font-bold text-navy-900">
        {t("adminSubcontractors.invite.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("adminSubcontractors.invite.intro")}</p>
      <FormAnswer form="invite" answer={own} className="mt-4" />
      {sets.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t("adminSubcontractors.invite.needsSet")}</p>
      ) : (
        <AnswerForm
          answerTo="invite"
          answer={own}
          className="mt-4 grid gap-4 md:grid-cols-2"
          noValidate
        >
          <input type="hidden" name="intent" value="invite" />
          {existing ? (
            <p className="text-sm md:col-span-2">
              <Link to={`/admin/subcontractors/${existing.id}`} className={linkClass}>
                {t("adminSubcontractors.invite.openRecord", { company: existing.company })}
              </Link>
            </p>
          ) : null}
          <TextField
            {...field("company")}
            label={t("adminSubcontractors.invite.company")}
            maxLength={LIMITS.name}
          />
          <TextField
            {...field("trade")}
            label={t("adminSubcontractors.invite.trade")}
            maxLength={LIMITS.name}
          />
          <TextField
            {...field("contactName")}
            label={t("adminSubcontractors.invite.contactName")}
            maxLength={LIMITS.name}
          />
          <TextField
            {...field("email")}
            type="email"
            label={t("adminSubcontractors.invite.email")}
            maxLength={LIMITS.email}
          />
          <TextField
            {...field("brokerEmail")}
            type="email"
            optional
            label={t("adminSubcontractors.invite.brokerEmail")}
            maxLength={LIMITS.email}
          />
          <SelectField {...field("setId")} label={t("adminSubcontractors.invite.set")}>
            {sets.map((set) => (
              <option key={set.id} value={set.id}>
                {set.name}
              </option>
            ))}
          </SelectField>
          <SelectField {...field("language")} label={t("adminSubcontractors.invite.language")}>
            <option value="en">{t("adminSubcontractors.languages.en")}</option>
            <option value="es">{t("adminSubcontractors.languages.es")}</option>
          </SelectField>
          <div className="md:col-span-2">
            <button type="submit" className={buttonClass} disabled={sending}>
              {t("adminSubcontractors.invite.button")}
            </button>
          </div>
        </AnswerForm>
      )}
    </section>
  );
}

function RequirementSets({ sets, answer }: { sets: RequirementSetView[]; answer?: AdminAnswer }) {
  const t = useT();
  const setForm = typedFor(answer, "set");
  const sending = useSending("create-set");
  return (
    <section aria-labelledby="sets-title" className={sectionClass}>
      <h2 id="sets-title" className="text-xl font-bold text-navy-900">
        {t("adminSubcontractors.sets.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("adminSubcontractors.sets.intro")}</p>
      <FormAnswer form="remove" answer={typedFor(answer, "remove").own} className="mt-4" />
      {sets.length === 0 ? (
        <p className="mt-4 text-sm">{t("adminSubcontractors.sets.none")}</p>
      ) : null}
      {sets.map((set) => (
        <div key={set.id} className="mt-6">
          <h3 className="font-semibold text-navy-900">
            {set.name}{" "}
            <span className="font-normal text-slate-600">
              ({t("adminSubcontractors.sets.items", { count: set.items.length })})
            </span>
          </h3>
          {set.items.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t("adminSubcontractors.sets.noItems")}</p>
          ) : (
            <ul
              aria-label={set.name}
              className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200"
            >
              {set.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span className="min-w-0 text-sm">
                    <span className="font-medium">
                      {item.title || labelOf(t, KIND_KEYS, item.kind)}
                    </span>
                    {item.title ? (
                      <span className="text-slate-600"> · {labelOf(t, KIND_KEYS, item.kind)}</span>
                    ) : null}
                  </span>
                  <ConfirmAction
                    label={t("adminSubcontractors.sets.remove")}
                    accessibleLabel={t("adminSubcontractors.sets.removeLabel", {
                      title: item.title || labelOf(t, KIND_KEYS, item.kind),
                    })}
                    question={t("adminSubcontractors.sets.removeQuestion", {
                      title: item.title || labelOf(t, KIND_KEYS, item.kind),
                      set: set.name,
                    })}
                    consequence={t("adminSubcontractors.sets.removeConsequence")}
                    confirmLabel={t("adminSubcontractors.sets.removeConfirm")}
                    intent="remove-item"
                    fields={{ id: item.id }}
                    answerTo="remove"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <FormAnswer form="set" answer={setForm.own} className="mt-8" />
      <AnswerForm
        answerTo="set"
        answer={setForm.own}
        className="mt-8 flex flex-wrap items-end gap-3"
        noValidate
      >
        <input type="hidden" name="intent" value="create-set" />
        <TextField
          idPrefix="set"
          name="name"
          label={t("adminSubcontractors.sets.name")}
          maxLength={LIMITS.title}
          defaultValue={setForm.values.name ?? ""}
          error={setForm.errors.name}
          className="min-w-60 flex-1"
        />
        <button type="submit" className={buttonClass} disabled={sending}>
          {t("adminSubcontractors.sets.create")}
        </button>
      </AnswerForm>
      {sets.length > 0 ? <ItemForm sets={sets} answer={answer} /> : null}
    </section>
  );
}

function ItemForm({ sets, answer }: { sets: RequirementSetView[]; answer?: AdminAnswer }) {
  const t = useT();
  const { own, errors, values } = typedFor(answer, "item");
  const typedKind = isRequirementKind(values.kind) ? values.kind : "coi";
  // Only the fields of the chosen kind are shown (a W-9 has no insurance limits).
  const [kind, setKind] = useState<RequirementKind>(typedKind);
  // A success empties the form (AnswerForm): the kind's fields go back to the first kind's.
  useEffect(() => {
    if (own?.ok) setKind("coi");
  }, [own]);
  const sending = useSending("add-item");
  const field = (name: string) => ({
    idPrefix: "item",
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <AnswerForm answerTo="item" answer={own} className="mt-8 grid gap-4 md:grid-cols-2" noValidate>
      <h3 className="font-semibold text-navy-900 md:col-span-2">
        {t("adminSubcontractors.item.title")}
      </h3>
      <FormAnswer form="item" answer={own} className="md:col-span-2" />
      <input type="hidden" name="intent" value="add-item" />
      <SelectField {...field("setId")} label={t("adminSubcontractors.item.set")}>
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {set.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        {...field("kind")}
        label={t("adminSubcontractors.item.kind")}
        onChange={(event) => {
          if (isRequirementKind(event.target.value)) setKind(event.target.value);
        }}
      >
        {REQUIREMENT_KINDS.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(t, KIND_KEYS, choice)}
          </option>
        ))}
      </SelectField>
      <TextField
        {...field("title")}
        label={t("adminSubcontractors.item.name")}
        hint={t("adminSubcontractors.item.nameHint")}
        optional
        maxLength={LIMITS.title}
      />
      {kind === "other" ? (
        <SelectField {...field("heading")} label={t("adminSubcontractors.item.heading")}>
          {PORTAL_HEADINGS.map((heading) => (
            <option key={heading} value={heading}>
              {labelOf(t, HEADING_KEYS, heading)}
            </option>
          ))}
        </SelectField>
      ) : (
        <input type="hidden" name="heading" value="billing" />
      )}
      <TextAreaField
        {...field("description")}
        label={t("adminSubcontractors.item.description")}
        optional
        rows={2}
        maxLength={LIMITS.description}
        className="md:col-span-2"
      />
      {kind === "coi" ? <CertificateFields field={field} values={values} /> : null}
      {kind === "license" ? (
        <TextField
          {...field("licenseClass")}
          label={t("adminSubcontractors.item.licenseClass")}
          optional
          maxLength={LIMITS.number}
        />
      ) : null}
      <div className="md:col-span-2">
        <button type="submit" className={buttonClass} disabled={sending}>
          {t("adminSubcontractors.item.button")}
        </button>
      </div>
    </AnswerForm>
  );
}

/** A certificate of insurance's minimum limits ("$1,000,000" as typed), endorsements, holder. */
function CertificateFields({
  field,
  values,
}: {
  field: (name: string) => { idPrefix: string; name: string; defaultValue: string; error?: string };
  values: Record<string, string>;
}) {
  const t = useT();
  return (
    <>
      <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-navy-900">
          {t("adminSubcontractors.item.limitsTitle")}
        </legend>
        {COI_LIMITS.map((name) => (
          <TextField
            key={name}
            {...field(name)}
            inputMode="numeric"
            optional
            maxLength={16}
            label={labelOf(t, LIMIT_KEYS, name)}
          />
        ))}
      </fieldset>
      <CheckboxField
        idPrefix="item"
        name="additionalInsured"
        label={t("adminSubcontractors.item.additionalInsured")}
        defaultChecked={values.additionalInsured === "on"}
      />
      <CheckboxField
        idPrefix="item"
        name="waiver"
        label={t("adminSubcontractors.item.waiver")}
        defaultChecked={values.waiver === "on"}
      />
      <TextField
        {...field("holderWording")}
        label={t("adminSubcontractors.item.holderWording")}
        optional
        maxLength={LIMITS.wording}
        className="md:col-span-2"
      />
    </>
  );
}

/** How long removed subcontractors' documents are kept: the admin sets it, others read it. */
function RetentionSettings({
  retention,
  answer,
}: {
  retention: { years: number; removed: number; mayChange: boolean; choices: readonly number[] };
  answer?: AdminAnswer;
}) {
  const t = useT();
  const { own, errors, values } = typedFor(answer, "retention");
  return (
    <section aria-labelledby="retention-title" className={sectionClass}>
      <h2 id="retention-title" className="text-xl font-bold text-navy-900">
        {t("adminSubcontractors.retention.title")}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        {t("adminSubcontractors.retention.intro")}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {t("adminSubcontractors.retention.removed", { count: retention.removed })}
      </p>
      <FormAnswer form="retention" answer={own} className="mt-4" />
      {retention.mayChange ? (
        <AnswerForm
          answerTo="retention"
          answer={own}
          className="mt-4 flex flex-wrap items-end gap-3"
          noValidate
        >
          <input type="hidden" name="intent" value="retention" />
          <SelectField
            idPrefix="retention"
            name="years"
            label={t("adminSubcontractors.retention.years")}
            defaultValue={values.years ?? String(retention.years)}
            error={errors.years}
          >
            {retention.choices.map((years) => (
              <option key={years} value={years}>
                {t("adminSubcontractors.retention.option", { years })}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass}>
            {t("adminSubcontractors.retention.save")}
          </button>
        </AnswerForm>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {t("adminSubcontractors.retention.current", { years: retention.years })}
        </p>
      )}
    </section>
  );
}
