import { data, Link } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { redirectToAnswer } from "~/forms/answer.server";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass } from "~/forms/fields";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import type { Translator } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { answerNewClient, type ClientAnswer } from "../clients/client-forms.server";
import { type ListedClient, listClients } from "../clients/clients.server";
import { ClientBasicFields } from "../components/client/ClientBasicFields";
import type { Route } from "./+types/admin-clients";

export const meta: Route.MetaFunction = privatePageMeta("adminClients.title");

/** The service desk's clients (docs/service-desk.md#clients): the list and a new client. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  return { clients: await listClients(context.database.db) };
}

/** A new client; then its page, where its terms, sites and contacts are set (303). */
export async function action({ request, context }: Route.ActionArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "service");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ClientAnswer>(
      {
        ok: false,
        form: "create",
        errors: {},
        values: {},
        message: t("adminClients.unknownAction"),
      },
      { status: 400 },
    );
  }
  const { status, answer, clientId } = await answerNewClient(
    context,
    { id: viewer.id, email: viewer.email },
    form,
  );
  // The new client's page says it was made, at its answer (docs/decisions/0076).
  if (clientId) return redirectToAnswer(`/admin/clients/${clientId}?created=1`, "client");
  return data(answer, { status });
}

const columnsOf = (t: Translator["t"]): RecordColumn<ListedClient>[] => [
  {
    label: t("adminClients.columns.name"),
    card: "title",
    cell: (client) => (
      <Link to={`/admin/clients/${client.id}`} className="font-semibold text-navy-700 underline">
        {client.name}
      </Link>
    ),
  },
  {
    label: t("adminClients.columns.sites"),
    cell: (client) => client.sites.toLocaleString("en-US"),
  },
  {
    label: t("adminClients.columns.contacts"),
    cell: (client) => client.contacts.toLocaleString("en-US"),
  },
  {
    label: t("adminClients.columns.po"),
    cell: (client) => (client.poRequired ? t("adminClients.yes") : t("adminClients.no")),
  },
];

/** The new client's form, named by its answer (docs/decisions/0076). */
const NEW_CLIENT_FORM = "new-client";

export default function AdminClients({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const field = (name: string) => ({
    idPrefix: "client",
    name,
    defaultValue: refused?.values[name] ?? "",
    error: refused?.errors[name],
  });
  return (
    <AdminShell title={t("adminClients.title")}>
      <RecordTable
        caption={t("adminClients.listCaption")}
        rows={loaderData.clients}
        rowKey={(client) => client.id}
        columns={columnsOf(t)}
        empty={<p className="p-4 text-sm text-slate-600">{t("adminClients.empty")}</p>}
      />
      <section
        aria-labelledby="new-client-title"
        className="mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="new-client-title" className="text-xl font-bold text-navy-900">
          {t("adminClients.create.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("adminClients.create.intro")}</p>
        {/* A refusal is said here, where the form posts to; a new client opens its page. */}
        <FormAnswer form={NEW_CLIENT_FORM} answer={refused} className="mt-4" />
        <AnswerForm
          answerTo={NEW_CLIENT_FORM}
          answer={refused}
          className="mt-4 grid gap-4 md:grid-cols-2"
          noValidate
        >
          <ClientBasicFields
            field={field}
            idPrefix="client"
            poRequired={refused?.values.poRequired === "on"}
          />
          <div className="md:col-span-2">
            <button type="submit" className={buttonClass}>
              {t("adminClients.create.button")}
            </button>
          </div>
        </AnswerForm>
      </section>
    </AdminShell>
  );
}
