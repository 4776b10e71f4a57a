import { MapPin, Phone } from "lucide-react";
import { data } from "react-router";
import { useCompany } from "~/company/CompanyContext";
import { type OfficeFacts, officePath } from "~/company/facts";
import { formatAddress } from "~/company/fixed-facts";
import { mapUrl } from "~/company/lookups";
import { officeLabel } from "~/company/office-label";
import { companyFromMatches, officePageJsonLd, seoFromMatches } from "~/company/seo";
import { listIn } from "~/i18n/format";
import { useLocalPath, useTranslator } from "~/i18n/I18nContext";
import { pathIn } from "~/i18n/languages";
import type { Translator } from "~/i18n/translator";
import { Island } from "~/islands/Island";
import { ISLANDS_PAGE } from "~/islands/page";
import { postLeadForm, sentLeadForm } from "~/leads/forms/forms.server";
import { ContactDetails, ContactLine } from "~/marketing/ContactDetails";
import { RecentProjects } from "~/projects/components/RecentProjects";
import { publishedProjects, toPublicProject } from "~/projects/projects.server";
import { services } from "~/site/content";
import { MARKET_NAMES, type MarketSlug } from "~/site/markets";
import { breadcrumbJsonLd, type Crumb, pageMeta } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { Breadcrumb } from "~/ui/Breadcrumb";
import { OutsideLink } from "~/ui/OutsideLink";
import { SiteLink } from "~/ui/SiteLink";
import type { Route } from "./+types/office";

/**
 * /locations/<slug> (and /es/…): one page per office of the company profile, a row of the page
 * table with `slugs: "offices"`. Shared like every public page: the server's cache is emptied when
 * the profile changes, so a renamed or removed office is never shown from it.
 */

/** The office of the address, or a 404 (an office removed, a slug mistyped). */
function officeOf(offices: readonly OfficeFacts[], slug: string | undefined): OfficeFacts {
  const office = offices.find((candidate) => candidate.id === slug);
  if (!office) throw data(null, { status: 404 });
  return office;
}

/** The contact form's success, shown once after a post without JavaScript. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const office = officeOf(context.company.facts().offices, params.slug);
  const sent = sentLeadForm(request, "contact");
  // A project names its office as the profile does (app/projects/projects.schema.ts).
  const projects = await publishedProjects(context.database.db, { office: office.label, limit: 3 });
  return data(
    { slug: office.id, contactSent: sent.result, projects: projects.map(toPublicProject) },
    { headers: sent.headers },
  );
}

/** The office's contact form posts here without JavaScript; the lead keeps the office. */
export function action({ request, context, params }: Route.ActionArgs) {
  const office = officeOf(context.company.facts().offices, params.slug);
  return postLeadForm("contact", request, context, officePath(office.id));
}

function crumbsIn(t: Translator["t"]): Crumb[] {
  return [
    { name: t("common.nav.home"), path: "/" },
    { name: t("home.contact.offices"), path: "/#contact" },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = seoFromMatches(matches);
  const { origin, t, translator } = seo;
  const facts = companyFromMatches(matches);
  const office = facts.offices.find((candidate) => candidate.id === loaderData?.slug);
  if (!office) return [{ title: pageTitle(t("common.error.title404"), seo.companyName) }];
  const label = officeLabel(office, translator.lang);
  const path = officePath(office.id);
  return pageMeta({
    ...seo,
    path,
    title: t("offices.seo.title", { city: office.city, region: office.region }),
    description: t("offices.seo.description", {
      company: seo.companyName,
      city: office.city,
      region: office.region,
      office: label,
    }),
    jsonLd: [
      officePageJsonLd(origin, facts, office, translator),
      breadcrumbJsonLd(origin, [
        ...crumbsIn(t).map((crumb) => ({ ...crumb, path: pathIn(translator.lang, crumb.path) })),
        { name: label, path: pathIn(translator.lang, path) },
      ]),
    ],
  });
};

export const handle = ISLANDS_PAGE;

export default function OfficePage({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const { t, lang, locale } = useTranslator();
  const office = company.offices.find((candidate) => candidate.id === loaderData.slug);
  if (!office) return null;
  const label = officeLabel(office, lang);
  return (
    <>
      <div className="blueprint-grid bg-navy-900 px-4 pb-14 pt-32 text-white sm:px-6 xl:pt-36">
        <div className="mx-auto max-w-7xl">
          <Breadcrumb crumbs={crumbsIn(t)} current={label} />
          <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-accent-400">
            {t("offices.eyebrow")}
          </p>
          <h1 className="mt-1 text-4xl font-bold tracking-tight sm:text-5xl">
            {t("offices.title", { office: label, city: office.city, region: office.region })}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-navy-100">
            {t("offices.intro", {
              city: office.city,
              states: listIn(company.states, locale),
            })}
          </p>
        </div>
      </div>
      <div className="bg-white px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-5">
          <div className="space-y-10 lg:col-span-2">
            <OfficeDetails office={office} label={label} />
            <ServicesAndMarkets office={office} />
          </div>
          <section
            aria-labelledby="office-contact-title"
            className="rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8 lg:col-span-3 lg:self-start"
          >
            <h2 id="office-contact-title" className="text-2xl font-bold text-navy-900">
              {t("offices.contact.title", { city: office.city })}
            </h2>
            <p className="mt-2 mb-6 text-slate-700">
              {t("offices.contact.intro", { office: label })}
            </p>
            <Island
              name="contactForm"
              props={{
                fallback: actionData ?? loaderData.contactSent ?? undefined,
                phone: office.phone.display,
                office: { slug: office.id, path: officePath(office.id) },
              }}
            />
          </section>
        </div>
      </div>
      <RecentProjects projects={loaderData.projects} />
      <OtherOffices current={office.id} />
    </>
  );
}

function OfficeDetails({ office, label }: { office: OfficeFacts; label: string }) {
  const { t } = useTranslator();
  const address = formatAddress(office);
  return (
    <ContactDetails
      heading="h2"
      title={t("offices.address")}
      className="space-y-6"
      hours={{
        title: t("offices.hours"),
        caption: t("offices.hoursCaption", { office: label }),
        rows: office.hours,
        timeZone: office.timeZone,
        closed: t("offices.closed"),
        days: "long",
      }}
    >
      <ContactLine icon={MapPin}>
        <div>
          <address className="not-italic" data-office-address>
            {address}
          </address>
          <OutsideLink
            href={mapUrl(address, office.geo)}
            className="mt-1 inline-block text-accent-300 underline underline-offset-4 hover:text-white"
            aria-label={t("offices.mapLabel", { office: label })}
          >
            {t("offices.map")}
          </OutsideLink>
        </div>
      </ContactLine>
      <ContactLine icon={Phone}>
        <span>
          <span className="sr-only">{t("offices.phone")}: </span>
          <a href={`tel:${office.phone.tel}`} className="hover:underline">
            {office.phone.display}
          </a>
        </span>
      </ContactLine>
    </ContactDetails>
  );
}

function ServicesAndMarkets({ office }: { office: OfficeFacts }) {
  const { t } = useTranslator();
  const offered = services.filter((service) => office.services.includes(service.slug));
  return (
    <div className="space-y-8">
      {offered.length > 0 ? (
        <section aria-labelledby="office-services-title">
          <h2 id="office-services-title" className="text-xl font-bold text-navy-900">
            {t("offices.services")}
          </h2>
          <ul className="mt-3 space-y-2">
            {offered.map((service) => (
              <li key={service.slug}>
                <SiteLink
                  href={`/services/${service.slug}`}
                  className="font-medium text-navy-800 underline underline-offset-4 hover:text-navy-600"
                >
                  {t(service.title)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {office.markets.length > 0 ? (
        <section aria-labelledby="office-markets-title">
          <h2 id="office-markets-title" className="text-xl font-bold text-navy-900">
            {t("offices.markets")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {office.markets.map((market) => (
              <li
                key={market}
                className="rounded-full bg-navy-50 px-3 py-1 text-sm font-medium text-navy-900"
              >
                {t(MARKET_NAMES[market as MarketSlug])}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function OtherOffices({ current }: { current: string }) {
  const company = useCompany();
  const { t, lang } = useTranslator();
  const localPath = useLocalPath();
  const others = company.offices.filter((office) => office.id !== current);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-offices-title" className="bg-slate-50 px-4 py-12 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="other-offices-title" className="text-xl font-bold text-navy-900">
          {t("offices.otherOffices")}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-4">
          {others.map((office) => (
            <li key={office.id}>
              <a
                href={localPath(officePath(office.id))}
                className="font-medium text-navy-800 underline underline-offset-4 hover:text-navy-600"
              >
                {t("offices.visitOffice", {
                  office: officeLabel(office, lang),
                  city: office.city,
                  region: office.region,
                })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
