import { data } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { companyNameFromMatches } from "~/company/seo";
import { FormAnswer } from "~/forms/FormBanner";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { translatorFromMatches } from "~/i18n/page";
import { AdminShell } from "~/layout/AdminShell";
import { pageTitle } from "~/site/titles";
import { RecordTable } from "~/ui/AdminTable";
import { answerClientForm, type ClientAnswer } from "../clients/client-forms.server";
import { clientOrNotFound, clientPage } from "../clients/client-page.server";
import { SITE_IMPORT_LIMITS } from "../clients/site-import-limits";
import { ContactForm } from "../components/client/ContactForm";
import { PAGE_FORM, pageAnswer, sectionClass } from "../components/client/client-form";
import { contactColumns } from "../components/client/contact-columns";
import { SiteForm } from "../components/client/SiteForm";
import { SiteImportForm } from "../components/client/SiteImportForm";
import { siteColumns } from "../components/client/site-columns";
import { TermsForm } from "../components/client/TermsForm";
import { OnTimeRates } from "../components/OnTimeRates";
import type { Route } from "./+types/admin-client";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      loaderData?.client.name ?? translatorFromMatches(matches).t("adminClients.title"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

/** One client: its terms and priorities, its sites and its contacts (docs/service-desk.md#clients). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  const created = new URL(request.url).searchParams.get("created") === "1";
  return clientPage(context, params.clientId, created);
}

/** The page's forms; a file import's body is bounded before it is read. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "service");
  await clientOrNotFound(context, params.clientId);
  const refusal = (message: string, status: number) =>
    data<ClientAnswer>({ ok: false, form: "import", errors: {}, values: {}, message }, { status });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > SITE_IMPORT_LIMITS.bytes + 16 * 1024) {
    return refusal(t("adminClients.importSites.tooLarge"), 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refusal(t("adminClients.unknownAction"), 400);
  }
  const { status, answer } = await answerClientForm(
    context,
    { id: viewer.id, email: viewer.email },
    params.clientId,
    form,
  );
  return data(answer, { status });
}
export default function AdminClient({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { client, sites, contacts, rates } = loaderData;
  return (
    <AdminShell title={client.name} back={{ to: "/admin/clients", label: t("adminClients.back") }}>
      <FormAnswer form={PAGE_FORM} answer={pageAnswer(actionData) ?? loaderData.created} />
      <OnTimeRates rates={rates} />
      <TermsForm client={client} answer={actionData} />
      <section aria-labelledby="sites-title" className={sectionClass}>
        <h2 id="sites-title" className="mb-4 text-xl font-bold text-navy-900">
          {t("adminClients.sites.title")}
        </h2>
        <RecordTable
          caption={t("adminClients.sites.caption")}
          rows={sites}
          rowKey={(site) => site.id}
          columns={siteColumns(t, actionData)}
          empty={<p className="p-4 text-sm text-slate-600">{t("adminClients.sites.empty")}</p>}
        />
        <SiteForm answer={actionData} />
        <SiteImportForm answer={actionData} />
      </section>
      <section aria-labelledby="contacts-title" className={sectionClass}>
        <h2 id="contacts-title" className="mb-4 text-xl font-bold text-navy-900">
          {t("adminClients.contacts.title")}
        </h2>
        <RecordTable
          caption={t("adminClients.contacts.caption")}
          rows={contacts}
          rowKey={(contact) => contact.id}
          columns={contactColumns(t, actionData)}
          empty={<p className="p-4 text-sm text-slate-600">{t("adminClients.contacts.empty")}</p>}
        />
        <ContactForm answer={actionData} />
      </section>
    </AdminShell>
  );
}
