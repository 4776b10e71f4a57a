import { data } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { askButton, ConfirmAction } from "~/forms/ConfirmAction";
import { FormAnswer } from "~/forms/FormBanner";
import { CheckboxField, Field, SelectField, TextField } from "~/forms/fields";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { translatorFromMatches } from "~/i18n/page";
import { labelOf, type Translator } from "~/i18n/translator";
import { jobsNow } from "~/jobs/clock.server";
import { AdminShell } from "~/layout/AdminShell";
import { localeFormat } from "~/site/locale-format";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { answerClientForm, type ClientAnswer, type ClientForm } from "../client-forms.server";
import { clientDetails } from "../clients.server";
import { clientRates, rateText } from "../clocks.server";
import { OnTimeRates } from "../components/OnTimeRates";
import { contactLinkStates } from "../contact-links.server";
import { CONTACT_LANGUAGE_KEYS, LINK_STATE_KEYS } from "../office-labels";
import { MAX_PRIORITIES, windowText } from "../service";
import { SERVICE_LIMITS as LIMITS } from "../service.validation";
import { SITE_IMPORT_LIMITS } from "../site-import-limits";
import type { Route } from "./+types/admin-client";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      loaderData?.client.name ?? translatorFromMatches(matches).t("adminService.client.title"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function details(context: Route.LoaderArgs["context"], clientId: string) {
  const { t } = serverTranslator("en");
  const found = UUID.test(clientId) ? await clientDetails(context.database.db, clientId) : null;
  if (!found) throw data(t("adminService.client.notFound"), { status: 404 });
  return found;
}

/** One client: its terms and priorities, its sites and its contacts (docs/service-desk.md#clients). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t } = serverTranslator("en");
  await requirePermission(request, context, "service");
  const { client, sites, contacts } = await details(context, params.clientId);
  const rates = await clientRates(context.database.db, client.id, jobsNow());
  const links = await contactLinkStates(
    context.database.db,
    contacts.map((contact) => contact.id),
  );
  const created = new URL(request.url).searchParams.get("created") === "1";
  return {
    // A new client's page says so (Post/Redirect/Get from the new client's form).
    created: created
      ? { ok: true, message: t("adminService.client.create.created", { name: client.name }) }
      : null,
    client: {
      id: client.id,
      name: client.name,
      poRequired: client.poRequired,
      defaultNte: client.defaultNteCents === null ? "" : String(client.defaultNteCents / 100),
      priorities: client.priorities,
    },
    rates: rates.map((rate) => ({
      days: rate.days,
      response: rateText(rate.response),
      completion: rateText(rate.completion),
    })),
    sites: sites.map((site) => ({
      id: site.id,
      siteNumber: site.siteNumber,
      name: site.name,
      address: site.address,
      timeZone: site.timeZone,
    })),
    contacts: contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      language: contact.language,
      sites: contact.allSites ? "" : contact.siteNumbers.join(", "),
      link: linkText(links.get(contact.id), context.company.facts().timeZone),
      linkWorks: links.get(contact.id)?.state === "active",
    })),
  };
}

/** A contact's link as the office reads it: its state, and when it was last opened (company zone). */
function linkText(
  link: { state: string; lastUsedAt: Date | null } | undefined,
  zone: string,
): string {
  const { t } = serverTranslator("en");
  const state = labelOf(t, LINK_STATE_KEYS, link?.state ?? "none");
  if (!link?.lastUsedAt) return state;
  return `${state}, ${t("adminService.client.contacts.lastUsed", { when: localeFormat("en").dateTime(link.lastUsedAt, zone) })}`;
}

/** The page's forms; a file import's body is bounded before it is read. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "service");
  await details(context, params.clientId);
  const refusal = (message: string, status: number) =>
    data<ClientAnswer>({ ok: false, form: "import", errors: {}, values: {}, message }, { status });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > SITE_IMPORT_LIMITS.bytes + 16 * 1024) {
    return refusal(t("adminService.client.importSites.tooLarge"), 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refusal(t("adminService.client.unknownAction"), 400);
  }
  const { status, answer } = await answerClientForm(
    context,
    { id: viewer.id, email: viewer.email },
    params.clientId,
    form,
  );
  return data(answer, { status });
}

type Loaded = Route.ComponentProps["loaderData"];
type SiteRow = Loaded["sites"][number];
type ContactRow = Loaded["contacts"][number];

const sectionClass = "mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800";
const smallButtonClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-navy-800 hover:bg-slate-50";

/**
 * Every form of the page posts to its one answer (docs/decisions/0076), which shows where it is
 * about: a success or a removal's refusal at the top, another refusal in the form refused.
 */
const PAGE_FORM = "client";

/**
 * The refused answer about this form (and record), with its errors and typed values; `reset`:
 * what its form is given, so that a success empties it and a refusal brings its first field to
 * correct into view.
 */
function typedFor(answer: ClientAnswer | undefined, form: ClientForm, recordId?: string) {
  const own =
    answer && !answer.ok && answer.form === form && answer.recordId === recordId
      ? answer
      : undefined;
  const reset = answer?.ok ? answer : own;
  return own
    ? { own, reset, errors: own.errors, values: own.values }
    : { own, reset, errors: {} as Record<string, string>, values: undefined };
}

/** The answer said at the top: a success, or a refusal that no form shows (a removal's). */
function pageAnswer(answer: ClientAnswer | undefined) {
  return answer && (answer.ok || answer.form === "remove") ? answer : undefined;
}

export default function AdminClient({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { client, sites, contacts, rates } = loaderData;
  return (
    <AdminShell
      title={client.name}
      back={{ to: "/admin/clients", label: t("adminService.client.back") }}
    >
      <FormAnswer form={PAGE_FORM} answer={pageAnswer(actionData) ?? loaderData.created} />
      <OnTimeRates rates={rates} />
      <TermsForm client={client} answer={actionData} />
      <section aria-labelledby="sites-title" className={sectionClass}>
        <h2 id="sites-title" className="mb-4 text-xl font-bold text-navy-900">
          {t("adminService.client.sites.title")}
        </h2>
        <RecordTable
          caption={t("adminService.client.sites.caption")}
          rows={sites}
          rowKey={(site) => site.id}
          columns={siteColumns(t, actionData)}
          empty={
            <p className="p-4 text-sm text-slate-600">{t("adminService.client.sites.empty")}</p>
          }
        />
        <SiteForm answer={actionData} />
        <ImportForm answer={actionData} />
      </section>
      <section aria-labelledby="contacts-title" className={sectionClass}>
        <h2 id="contacts-title" className="mb-4 text-xl font-bold text-navy-900">
          {t("adminService.client.contacts.title")}
        </h2>
        <RecordTable
          caption={t("adminService.client.contacts.caption")}
          rows={contacts}
          rowKey={(contact) => contact.id}
          columns={contactColumns(t, actionData)}
          empty={
            <p className="p-4 text-sm text-slate-600">{t("adminService.client.contacts.empty")}</p>
          }
        />
        <ContactForm answer={actionData} />
      </section>
    </AdminShell>
  );
}

function TermsForm({ client, answer }: { client: Loaded["client"]; answer?: ClientAnswer }) {
  const t = useT();
  const typed = typedFor(answer, "terms");
  const stored: Record<string, string> = {
    name: client.name,
    defaultNte: client.defaultNte,
    poRequired: client.poRequired ? "on" : "",
  };
  client.priorities.forEach((priority, index) => {
    stored[`priorityName${index}`] = priority.name;
    stored[`respond${index}`] = String(priority.respondMinutes);
    stored[`onSite${index}`] = String(priority.onSiteMinutes);
    stored[`complete${index}`] = String(priority.completeMinutes);
  });
  const values = typed.values ?? stored;
  const field = (name: string) => ({
    idPrefix: "terms",
    name,
    defaultValue: values[name] ?? "",
    error: typed.errors[name],
  });
  const rows = Math.min(MAX_PRIORITIES, client.priorities.length + 1);
  return (
    <section
      aria-labelledby="terms-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="terms-title" className="text-xl font-bold text-navy-900">
        {t("adminService.client.terms.title")}
      </h2>
      <FormAnswer form={PAGE_FORM} answer={typed.own} className="mt-4" />
      <AnswerForm
        answerTo={PAGE_FORM}
        answer={typed.reset}
        className="mt-4 grid gap-4 md:grid-cols-2"
        noValidate
      >
        <input type="hidden" name="intent" value="terms" />
        <TextField
          {...field("name")}
          label={t("adminService.client.terms.name")}
          maxLength={LIMITS.name}
        />
        <TextField
          {...field("defaultNte")}
          label={t("adminService.client.terms.defaultNte")}
          hint={t("adminService.client.terms.defaultNteHint")}
          inputMode="decimal"
          optional
          maxLength={14}
        />
        <CheckboxField
          idPrefix="terms"
          name="poRequired"
          label={t("adminService.client.terms.poRequired")}
          defaultChecked={values.poRequired === "on"}
        />
        <fieldset className="md:col-span-2">
          <legend className="text-base font-semibold text-navy-900">
            {t("adminService.client.terms.priorities")}
          </legend>
          <p className="mt-1 max-w-prose text-sm text-slate-600">
            {t("adminService.client.terms.prioritiesIntro")}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t("adminService.client.terms.newRow")}</p>
          {Array.from({ length: rows }, (_, index) => {
            const priority = client.priorities[index];
            return (
              <div
                key={index}
                className="mt-4 grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-4"
              >
                <TextField
                  {...field(`priorityName${index}`)}
                  label={t("adminService.client.terms.priorityName", { n: index + 1 })}
                  maxLength={LIMITS.priorityName}
                />
                <TextField
                  {...field(`respond${index}`)}
                  label={t("adminService.client.terms.respond", { n: index + 1 })}
                  hint={priority ? windowText(priority.respondMinutes) : undefined}
                  inputMode="numeric"
                  maxLength={6}
                />
                <TextField
                  {...field(`onSite${index}`)}
                  label={t("adminService.client.terms.onSite", { n: index + 1 })}
                  hint={priority ? windowText(priority.onSiteMinutes) : undefined}
                  inputMode="numeric"
                  maxLength={6}
                />
                <TextField
                  {...field(`complete${index}`)}
                  label={t("adminService.client.terms.complete", { n: index + 1 })}
                  hint={priority ? windowText(priority.completeMinutes) : undefined}
                  inputMode="numeric"
                  maxLength={6}
                />
              </div>
            );
          })}
        </fieldset>
        <div className="md:col-span-2">
          <button type="submit" className={buttonClass}>
            {t("adminService.client.terms.button")}
          </button>
        </div>
      </AnswerForm>
    </section>
  );
}

function siteColumns(t: Translator["t"], answer?: ClientAnswer): RecordColumn<SiteRow>[] {
  return [
    {
      label: t("adminService.client.sites.number"),
      card: "title",
      cell: (site) => site.siteNumber,
    },
    { label: t("adminService.client.sites.name"), cell: (site) => site.name },
    { label: t("adminService.client.sites.address"), cell: (site) => site.address },
    { label: t("adminService.client.sites.timeZone"), cell: (site) => site.timeZone },
    {
      label: t("adminService.client.actions"),
      hideLabel: true,
      card: "actions",
      cell: (site) => (
        <div className="flex flex-wrap items-start gap-2">
          <SiteForm site={site} answer={answer} />
          <RemoveButton
            intent="remove-site"
            recordId={site.id}
            label={t("adminService.client.sites.removeLabel", { number: site.siteNumber })}
            question={t("adminService.client.sites.removeQuestion", { number: site.siteNumber })}
            consequence={t("adminService.client.sites.removeConsequence")}
            confirmLabel={t("adminService.client.sites.removeConfirm")}
          />
        </div>
      ),
    },
  ];
}

/** A site's or contact's removal: it asks first, saying what will happen. */
function RemoveButton({
  intent,
  recordId,
  label,
  question,
  consequence,
  confirmLabel,
}: {
  intent: string;
  recordId: string;
  label: string;
  question: string;
  consequence: string;
  confirmLabel: string;
}) {
  const t = useT();
  return (
    <ConfirmAction
      label={t("adminService.client.sites.remove")}
      accessibleLabel={label}
      question={question}
      consequence={consequence}
      confirmLabel={confirmLabel}
      intent={intent}
      fields={{ recordId }}
      answerTo={PAGE_FORM}
      triggerClassName={`${askButton} py-1.5`}
    />
  );
}

/** A new site's form, or (with `site`) one site's, folded under "Edit" until its errors show. */
function SiteForm({ site, answer }: { site?: SiteRow; answer?: ClientAnswer }) {
  const t = useT();
  const typed = typedFor(answer, "site", site?.id);
  const values: Record<string, string> = typed.values ?? (site ? { ...site } : {});
  const idPrefix = site ? `site-${site.id}` : "new-site";
  const field = (name: string) => ({
    idPrefix,
    name,
    defaultValue: values[name] ?? "",
    error: typed.errors[name],
  });
  const form = (
    <AnswerForm
      answerTo={PAGE_FORM}
      answer={typed.reset}
      className="mt-3 grid gap-3 md:grid-cols-2"
      noValidate
    >
      <input type="hidden" name="intent" value={site ? "save-site" : "add-site"} />
      {site ? <input type="hidden" name="recordId" value={site.id} /> : null}
      {typed.own ? (
        <div className="md:col-span-2">
          <FormAnswer form={PAGE_FORM} answer={typed.own} className="" />
        </div>
      ) : null}
      <TextField
        {...field("siteNumber")}
        label={t("adminService.client.sites.number")}
        maxLength={LIMITS.siteNumber}
      />
      <TextField
        {...field("name")}
        label={t("adminService.client.sites.name")}
        maxLength={LIMITS.name}
      />
      <TextField
        {...field("address")}
        label={t("adminService.client.sites.address")}
        maxLength={LIMITS.address}
      />
      <TextField
        {...field("timeZone")}
        label={t("adminService.client.sites.timeZone")}
        hint={t("adminService.client.sites.timeZoneHint")}
        maxLength={LIMITS.timeZone}
      />
      <div className="md:col-span-2">
        <button type="submit" className={site ? smallButtonClass : buttonClass}>
          {site ? t("adminService.client.sites.save") : t("adminService.client.sites.add")}
        </button>
      </div>
    </AnswerForm>
  );
  if (!site) {
    return (
      <div className="mt-8">
        <h3 className="font-semibold text-navy-900">{t("adminService.client.sites.addTitle")}</h3>
        {form}
      </div>
    );
  }
  return (
    <details open={typed.values !== undefined} className="min-w-0 flex-1">
      <summary className={`${smallButtonClass} inline-block cursor-pointer`}>
        {t("adminService.client.sites.edit", { number: site.siteNumber })}
      </summary>
      {form}
    </details>
  );
}

function ImportForm({ answer }: { answer?: ClientAnswer }) {
  const t = useT();
  const refused = answer && !answer.ok && answer.form === "import" ? answer : undefined;
  const reset = answer?.ok ? answer : refused;
  return (
    <div className="mt-8">
      <h3 className="font-semibold text-navy-900">{t("adminService.client.importSites.title")}</h3>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        {t("adminService.client.importSites.intro")}
      </p>
      <FormAnswer form={PAGE_FORM} answer={refused} className="mt-3" />
      {refused?.importErrors?.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
          {refused.importErrors.map((error) => (
            <li key={`${error.line}:${error.message}`}>
              {error.line}: {error.message}
            </li>
          ))}
        </ul>
      ) : null}
      <AnswerForm
        answerTo={PAGE_FORM}
        answer={reset}
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="import" />
        <Field idPrefix="import" name="file" label={t("adminService.client.importSites.file")}>
          {(control) => (
            <input {...control} type="file" accept=".csv,text/csv" className="block text-sm" />
          )}
        </Field>
        <button type="submit" className={buttonClass}>
          {t("adminService.client.importSites.button")}
        </button>
      </AnswerForm>
    </div>
  );
}

function contactColumns(t: Translator["t"], answer?: ClientAnswer): RecordColumn<ContactRow>[] {
  return [
    {
      label: t("adminService.client.contacts.name"),
      card: "title",
      cell: (contact) => contact.name,
    },
    {
      label: t("adminService.client.contacts.email"),
      cell: (contact) => <span className="break-all">{contact.email}</span>,
    },
    { label: t("adminService.client.contacts.phone"), cell: (contact) => contact.phone || "—" },
    {
      label: t("adminService.client.contacts.language"),
      cell: (contact) => labelOf(t, CONTACT_LANGUAGE_KEYS, contact.language),
    },
    {
      label: t("adminService.client.contacts.sites"),
      cell: (contact) => contact.sites || t("adminService.client.contacts.allSites"),
    },
    {
      label: t("adminService.client.contacts.link"),
      cell: (contact) => (
        <div className="space-y-2">
          <p className="text-sm">{contact.link}</p>
          <div className="flex flex-wrap gap-2">
            <AnswerForm answerTo={PAGE_FORM}>
              <input type="hidden" name="intent" value="send-link" />
              <input type="hidden" name="recordId" value={contact.id} />
              <button
                type="submit"
                className={smallButtonClass}
                aria-label={t("adminService.client.contacts.sendLinkLabel", { name: contact.name })}
              >
                {t("adminService.client.contacts.sendLink")}
              </button>
            </AnswerForm>
            {contact.linkWorks ? (
              <ConfirmAction
                label={t("adminService.client.contacts.revokeLink")}
                accessibleLabel={t("adminService.client.contacts.revokeLinkLabel", {
                  name: contact.name,
                })}
                question={t("adminService.client.contacts.revokeQuestion", { name: contact.name })}
                consequence={t("adminService.client.contacts.revokeConsequence")}
                confirmLabel={t("adminService.client.contacts.revokeConfirm")}
                intent="revoke-link"
                fields={{ recordId: contact.id }}
                answerTo={PAGE_FORM}
                triggerClassName={`${askButton} py-1.5`}
              />
            ) : null}
          </div>
        </div>
      ),
    },
    {
      label: t("adminService.client.actions"),
      hideLabel: true,
      card: "actions",
      cell: (contact) => (
        <div className="flex flex-wrap items-start gap-2">
          <ContactForm contact={contact} answer={answer} />
          <RemoveButton
            intent="remove-contact"
            recordId={contact.id}
            label={t("adminService.client.contacts.removeLabel", { name: contact.name })}
            question={t("adminService.client.contacts.removeQuestion", { name: contact.name })}
            consequence={t("adminService.client.contacts.removeConsequence")}
            confirmLabel={t("adminService.client.contacts.removeConfirm")}
          />
        </div>
      ),
    },
  ];
}

/** A contact's fields as its form shows them (not the link's state). */
function formValuesOf({ link: _link, linkWorks: _works, ...fields }: ContactRow) {
  return fields;
}

function ContactForm({ contact, answer }: { contact?: ContactRow; answer?: ClientAnswer }) {
  const t = useT();
  const typed = typedFor(answer, "contact", contact?.id);
  const values: Record<string, string> = typed.values ?? (contact ? formValuesOf(contact) : {});
  const idPrefix = contact ? `contact-${contact.id}` : "new-contact";
  const field = (name: string) => ({
    idPrefix,
    name,
    defaultValue: values[name] ?? "",
    error: typed.errors[name],
  });
  const form = (
    <AnswerForm
      answerTo={PAGE_FORM}
      answer={typed.reset}
      className="mt-3 grid gap-3 md:grid-cols-2"
      noValidate
    >
      <input type="hidden" name="intent" value={contact ? "save-contact" : "add-contact"} />
      {contact ? <input type="hidden" name="recordId" value={contact.id} /> : null}
      {typed.own ? (
        <div className="md:col-span-2">
          <FormAnswer form={PAGE_FORM} answer={typed.own} className="" />
        </div>
      ) : null}
      <TextField
        {...field("name")}
        label={t("adminService.client.contacts.name")}
        maxLength={LIMITS.name}
      />
      <TextField
        {...field("email")}
        type="email"
        label={t("adminService.client.contacts.email")}
        maxLength={LIMITS.email}
      />
      <TextField
        {...field("phone")}
        type="tel"
        optional
        label={t("adminService.client.contacts.phone")}
        maxLength={LIMITS.phone}
      />
      <SelectField {...field("language")} label={t("adminService.client.contacts.language")}>
        <option value="en">{t("adminService.client.languages.en")}</option>
        <option value="es">{t("adminService.client.languages.es")}</option>
      </SelectField>
      <TextField
        {...field("sites")}
        optional
        label={t("adminService.client.contacts.sites")}
        hint={t("adminService.client.contacts.sitesHint")}
        maxLength={LIMITS.siteList}
        className="md:col-span-2"
      />
      <div className="md:col-span-2">
        <button type="submit" className={contact ? smallButtonClass : buttonClass}>
          {contact ? t("adminService.client.contacts.save") : t("adminService.client.contacts.add")}
        </button>
      </div>
    </AnswerForm>
  );
  if (!contact) {
    return (
      <div className="mt-8">
        <h3 className="font-semibold text-navy-900">
          {t("adminService.client.contacts.addTitle")}
        </h3>
        {form}
      </div>
    );
  }
  return (
    <details open={typed.values !== undefined} className="min-w-0 flex-1">
      <summary className={`${smallButtonClass} inline-block cursor-pointer`}>
        {t("adminService.client.contacts.edit", { name: contact.name })}
      </summary>
      {form}
    </details>
  );
}
