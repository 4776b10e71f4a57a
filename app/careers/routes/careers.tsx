import { Link } from "react-router";
import { useCompany } from "~/company/CompanyContext";
import { officeWithCity } from "~/company/office-label";
import { seoFromMatches } from "~/company/seo";
import { FilterSelect } from "~/forms/FilterForm";
import { useLocalPath, useTranslator } from "~/i18n/I18nContext";
import { langOfPath } from "~/i18n/languages";
import { ISLANDS_PAGE } from "~/islands/page";
import { pageMeta } from "~/site/seo";
import { calendarDay } from "~/site/wall-clock";
import { PageHero } from "~/ui/PageHero";
import { EMPLOYMENT_TYPES, type EmploymentType, postingPath } from "../careers";
import { EMPLOYMENT_TYPE_KEYS, PAY_RANGE_KEYS } from "../messages";
import { postingView } from "../posting-view";
import { listOpenPostings } from "../postings.server";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/careers",
    title: seo.t("careers.title"),
    description: seo.t("careers.metaDescription", { company: seo.companyName }),
  });
};

export const handle = ISLANDS_PAGE;

const isEmploymentType = (value: string | null): value is EmploymentType =>
  (EMPLOYMENT_TYPES as readonly (string | null)[]).includes(value);

/**
 * /careers: the open postings, filtered by office and type with a GET form (no script needed).
 * An office or type the site does not know is ignored, never an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const facts = context.company.facts();
  const officeParam = url.searchParams.get("office");
  const typeParam = url.searchParams.get("type");
  const officeId = facts.offices.some((office) => office.id === officeParam)
    ? (officeParam as string)
    : "";
  const employmentType = isEmploymentType(typeParam) ? typeParam : "";
  const postings = await listOpenPostings(
    context.database.db,
    calendarDay(new Date(), facts.timeZone),
    {
      officeId: officeId || undefined,
      employmentType: employmentType || undefined,
    },
  );
  return {
    filter: { office: officeId, type: employmentType },
    postings: postings.map((posting) => postingView(posting, facts.offices, lang)),
  };
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslator();
  const localPath = useLocalPath();
  const { filter, postings } = loaderData;
  const { offices } = useCompany();
  return (
    <>
      <PageHero title={t("careers.title")}>
        <p>{t("careers.intro")}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <form
          method="get"
          action={localPath("/careers")}
          className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          <fieldset className="contents">
            <legend className="sr-only">{t("careers.filter.legend")}</legend>
            <FilterSelect
              idPrefix="careers"
              name="office"
              label={t("careers.filter.office")}
              value={filter.office}
              all={t("careers.filter.any")}
              options={offices.map((office) => ({
                value: office.id,
                label: officeWithCity(office, lang),
              }))}
            />
            <FilterSelect
              idPrefix="careers"
              name="type"
              label={t("careers.filter.type")}
              value={filter.type}
              all={t("careers.filter.any")}
              options={EMPLOYMENT_TYPES.map((type) => ({
                value: type,
                label: t(EMPLOYMENT_TYPE_KEYS[type]),
              }))}
            />
            <button
              type="submit"
              className="rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700"
            >
              {t("careers.filter.submit")}
            </button>
          </fieldset>
        </form>
        <h2 className="mt-10 text-2xl font-bold text-navy-900">{t("careers.list.heading")}</h2>
        {postings.length === 0 ? (
          <p className="mt-4 text-slate-700">{t("careers.list.empty")}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {postings.map((posting) => (
              <li
                key={posting.slug}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h3 className="text-lg font-semibold">
                  <Link
                    to={localPath(postingPath(posting.slug))}
                    className="text-navy-800 underline"
                  >
                    {posting.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-700">
                  {posting.office} · {t(EMPLOYMENT_TYPE_KEYS[posting.employmentType])} ·{" "}
                  {t(PAY_RANGE_KEYS[posting.payPeriod], {
                    min: posting.payMinText,
                    max: posting.payMaxText,
                  })}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {t("careers.list.closes", { date: posting.closesOnText })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
