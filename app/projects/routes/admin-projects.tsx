import { Link } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { labelOf } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { MARKET_KEYS } from "~/projects/markets";
import { allProjects } from "~/projects/projects.server";
import type { Route } from "./+types/admin-projects";

export const meta: Route.MetaFunction = privatePageMeta("adminProjects.listTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "content");
  const rows = await allProjects(context.database.db);
  return {
    projects: rows.map((row) => ({
      id: row.id,
      title: row.title,
      // The office's English (docs/decisions/0096).
      market: labelOf(serverTranslator("en").t, MARKET_KEYS, row.market),
      year: row.year,
      published: row.published,
    })),
  };
}

export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminShell
      title={t("adminProjects.listTitle")}
      actions={
        <Link
          to="/admin/projects/new"
          className="rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          {t("adminProjects.newProject")}
        </Link>
      }
    >
      {loaderData.projects.length === 0 ? (
        <p className="text-slate-600">{t("adminProjects.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {loaderData.projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Link
                to={`/admin/projects/${project.id}`}
                className="min-w-0 flex-1 font-semibold text-navy-900 underline-offset-2 hover:underline"
              >
                {project.title}
              </Link>
              <span className="text-sm text-slate-600">
                {project.market} · {project.year}
              </span>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  project.published
                    ? "bg-emerald-100 text-emerald-900"
                    : "bg-slate-200 text-slate-800"
                }`}
              >
                {project.published ? t("adminProjects.published") : t("adminProjects.draft")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
