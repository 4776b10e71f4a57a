import { data } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { RecordTable } from "~/ui/AdminTable";
import { InviteForm } from "../components/InviteForm";
import { ListFilters } from "../components/ListFilters";
import { ListPages } from "../components/ListPages";
import { listColumns } from "../components/list-columns";
import { RequirementSets } from "../components/RequirementSets";
import { RetentionSettings } from "../components/RetentionSettings";
import { filterFrom } from "../list/list";
import { subcontractorsPage } from "../list/list-page.server";
import { type AdminAnswer, answerAdminForm } from "../office/admin-forms.server";
import type { Route } from "./+types/admin-subcontractors";

export const meta: Route.MetaFunction = privatePageMeta("adminSubcontractors.title");

/** The list of one filter's page, the requirement sets and the documents' retention. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, context, "subcontractors");
  return subcontractorsPage(
    context.database.db,
    filterFrom(new URL(request.url).searchParams),
    viewer.isAdmin,
  );
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
        columns={listColumns(t)}
        empty={t("adminSubcontractors.empty")}
      />
      <ListPages page={filter.page} total={total} query={query} />
      {/* With no set yet, the set comes first: an invitation needs one. */}
      {sets.length === 0 ? <RequirementSets sets={sets} answer={actionData} /> : null}
      <InviteForm sets={sets} answer={actionData} />
      {sets.length > 0 ? <RequirementSets sets={sets} answer={actionData} /> : null}
      <RetentionSettings retention={retention} answer={actionData} />
    </AdminShell>
  );
}
