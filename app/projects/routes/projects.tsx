import { seoFromMatches } from "~/company/seo";
import { useLocalPath, useTranslator } from "~/i18n/I18nContext";
import { ISLANDS_PAGE } from "~/islands/page";
import { ProjectCard } from "~/projects/components/ProjectCard";
import { isMarket, MARKETS, marketName } from "~/projects/markets";
import { publishedProjects, toPublicProject } from "~/projects/projects.server";
import { services } from "~/site/content";
import { SERVICE_SLUGS, type ServiceSlug } from "~/site/page-table";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/projects";

const isService = (value: string): value is ServiceSlug =>
  (SERVICE_SLUGS as readonly string[]).includes(value);

/** /projects?market=<market>&service=<service>: an unknown filter is no filter. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const market = params.get("market") ?? "";
  const service = params.get("service") ?? "";
  const filters = {
    market: isMarket(market) ? market : undefined,
    service: isService(service) ? service : undefined,
  };
  const rows = await publishedProjects(context.database.db, filters);
  return {
    market: filters.market ?? "",
    service: filters.service ?? "",
    projects: rows.map(toPublicProject),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/projects",
    title: seo.t("projects.list.title"),
    description: seo.t("projects.seo.listDescription"),
  });
};

export const handle = ISLANDS_PAGE;

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const localPath = useLocalPath();
  const { projects } = loaderData;
  const filtered = Boolean(loaderData.market || loaderData.service);
  return (
    <>
      <div className="blueprint-grid bg-navy-900 px-4 pb-14 pt-32 text-white sm:px-6 xl:pt-36">
        <div className="mx-auto max-w-7xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
            {t("projects.list.eyebrow")}
          </p>
          <h1 className="mt-1 text-4xl font-bold tracking-tight sm:text-5xl">
            {t("projects.list.title")}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-navy-100">{t("projects.list.intro")}</p>
        </div>
      </div>
      <div className="bg-slate-50 px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <form
            method="get"
            action={localPath("/projects")}
            aria-label={t("projects.list.filters")}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
          >
            <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-navy-900">
              {t("projects.list.market")}
              <select
                name="market"
                defaultValue={loaderData.market}
                className="rounded-md border border-slate-300 px-3 py-2.5 font-normal"
              >
                <option value="">{t("projects.list.allMarkets")}</option>
                {MARKETS.map((market) => (
                  <option key={market} value={market}>
                    {t(marketName(market))}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-navy-900">
              {t("projects.list.service")}
              <select
                name="service"
                defaultValue={loaderData.service}
                className="rounded-md border border-slate-300 px-3 py-2.5 font-normal"
              >
                <option value="">{t("projects.list.allServices")}</option>
                {services.map((service) => (
                  <option key={service.slug} value={service.slug}>
                    {t(service.title)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              className="rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
            >
              {t("projects.list.apply")}
            </button>
            {filtered ? (
              <a
                href={localPath("/projects")}
                className="py-2.5 text-sm font-semibold text-navy-800 underline"
              >
                {t("projects.list.clear")}
              </a>
            ) : null}
          </form>
          <section aria-labelledby="project-results" className="mt-8">
            <h2 id="project-results" className="text-lg font-semibold text-navy-900">
              {t("projects.list.count", { count: projects.length })}
            </h2>
            {projects.length === 0 ? (
              <p className="mt-4 text-slate-700">{t("projects.list.none")}</p>
            ) : (
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {projects.map((project, index) => (
                  <li key={project.slug}>
                    <ProjectCard project={project} eager={index === 0} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
