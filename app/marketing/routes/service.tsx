import { ArrowLeft, ArrowRight, BadgeCheck, CheckCircle2, Clock, Phone } from "lucide-react";
import { useCompany } from "~/company/CompanyContext";
import { companyFromMatches, seoFromMatches, serviceJsonLd } from "~/company/seo";
import { listIn } from "~/i18n/format";
import { RichText, useLocalPath, useT, useTranslator } from "~/i18n/I18nContext";
import { pathIn, unprefixedPath } from "~/i18n/languages";
import type { MessageKey, Translator } from "~/i18n/translator";
import { ISLANDS_PAGE } from "~/islands/page";
import { QuoteLink } from "~/marketing/QuoteLink";
import {
  findServicePage,
  licensesOfClasses,
  type ServicePage,
  serviceMetaDescription,
  slugFromPathname,
} from "~/marketing/services-content";
import { RecentProjects } from "~/projects/components/RecentProjects";
import { publishedProjects, toPublicProject } from "~/projects/projects.server";
import { services } from "~/site/content";
import type { ServiceSlug } from "~/site/page-table";
import { servicePath } from "~/site/pages";
import { breadcrumbJsonLd, type Crumb, pageMeta } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { Breadcrumb } from "~/ui/Breadcrumb";
import { SiteLink } from "~/ui/SiteLink";
import type { Route } from "./+types/service";

/**
 * One module serves the six service paths (app/routes.ts); the path names the service. Its
 * latest three published projects prove it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = slugFromPathname(unprefixedPath(new URL(request.url).pathname));
  if (!findServicePage(slug)) throw new Response("Not Found", { status: 404 });
  const projects = await publishedProjects(context.database.db, {
    service: slug as ServiceSlug,
    limit: 3,
  });
  return { slug: slug as string, projects: projects.map(toPublicProject) };
}

/** The trail above the title, in the page's language. */
function crumbsIn(t: Translator["t"]): Crumb[] {
  return [
    { name: t("common.nav.home"), path: "/" },
    { name: t("common.nav.services"), path: "/#services" },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = seoFromMatches(matches);
  const { origin, t, translator } = seo;
  const service = findServicePage(loaderData?.slug);
  if (!service) return [{ title: pageTitle(t("common.error.title404"), seo.companyName) }];
  const company = companyFromMatches(matches);
  const title = t(service.title);
  const path = pathIn(translator.lang, servicePath(service.slug));
  return pageMeta({
    ...seo,
    path: servicePath(service.slug),
    title,
    description: serviceMetaDescription(service, company.states, translator),
    jsonLd: [
      serviceJsonLd(
        origin,
        { ...service, title, description: t(service.description) },
        company,
        path,
      ),
      breadcrumbJsonLd(origin, [
        ...crumbsIn(t).map((crumb) => ({ ...crumb, path: pathIn(translator.lang, crumb.path) })),
        { name: title, path },
      ]),
    ],
  });
};

export const handle = ISLANDS_PAGE;

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const service = findServicePage(loaderData.slug);
  if (!service) return null;
  return (
    <>
      <ServiceHero service={service} />
      <div className="bg-white px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Overview service={service} />
            <Included service={service} />
            <ProjectSteps />
          </div>
          <aside aria-label={t("services.page.facts")} className="space-y-6">
            <InstallTimes service={service} />
            <Licenses service={service} />
            <Industries service={service} />
          </aside>
        </div>
      </div>
      <RecentProjects
        projects={loaderData.projects}
        all={{
          href: `/projects?service=${service.slug}`,
          label: t("projects.service.all", { service: t(service.title) }),
        }}
      />
      <QuoteBand />
      <OtherServices current={service.slug} />
    </>
  );
}

function ServiceHero({ service }: { service: ServicePage }) {
  const t = useT();
  return (
    <div className="blueprint-grid bg-navy-900 px-4 pb-14 pt-32 text-white sm:px-6 xl:pt-36">
      <div className="mx-auto max-w-7xl">
        <Breadcrumb crumbs={crumbsIn(t)} current={t(service.title)} />
        <div className="mt-8 flex items-start gap-5">
          <span className="hidden size-16 shrink-0 items-center justify-center rounded-xl border border-accent-400/40 bg-navy-800 sm:inline-flex">
            <service.icon className="size-8 text-accent-400" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
              {t("services.page.eyebrow")}
            </p>
            <h1 className="mt-1 text-4xl font-bold tracking-tight sm:text-5xl">
              {t(service.title)}
            </h1>
            <p className="mt-4 max-w-3xl text-lg text-navy-100">{t(service.description)}</p>
            <ul className="mt-6 flex flex-wrap gap-2">
              {service.highlights.map((highlight) => (
                <li
                  key={highlight}
                  className="rounded-full border border-white/20 bg-white/5 px-3 py-1 text-sm text-navy-100"
                >
                  {t(highlight)}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
          <QuoteLink className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300">
            {t("services.page.getQuote")}
          </QuoteLink>
          <SiteLink
            href="/#services"
            className="inline-flex items-center justify-center gap-2 rounded-md border border-white/30 px-6 py-3.5 font-semibold text-white hover:bg-white/10"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t("services.page.back")}
          </SiteLink>
        </div>
      </div>
    </div>
  );
}

function Overview({ service }: { service: ServicePage }) {
  const t = useT();
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="text-2xl font-bold tracking-tight text-navy-900">
        {t("services.page.about")}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
        {service.overview.map((paragraph) => (
          <p key={paragraph}>{t(paragraph)}</p>
        ))}
      </div>
    </section>
  );
}

function Included({ service }: { service: ServicePage }) {
  const t = useT();
  return (
    <section aria-labelledby="included-title" className="mt-12">
      <h2 id="included-title" className="text-2xl font-bold tracking-tight text-navy-900">
        {t("services.page.included")}
      </h2>
      <ul className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {service.included.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-navy-500" aria-hidden="true" />
            {t(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How every job runs, whatever the trade. */
const projectSteps: { title: MessageKey; text: MessageKey }[] = [
  { title: "services.page.step1.title", text: "services.page.step1.text" },
  { title: "services.page.step2.title", text: "services.page.step2.text" },
  { title: "services.page.step3.title", text: "services.page.step3.text" },
  { title: "services.page.step4.title", text: "services.page.step4.text" },
];

function ProjectSteps() {
  const t = useT();
  return (
    <section aria-labelledby="steps-title" className="mt-12">
      <h2 id="steps-title" className="text-2xl font-bold tracking-tight text-navy-900">
        {t("services.page.howItRuns")}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2">
        {projectSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-semibold text-accent-400"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-navy-900">{t(step.title)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function FactCard({
  titleId,
  title,
  icon: Icon,
  children,
}: {
  titleId: string;
  title: string;
  icon: typeof Clock;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Icon className="size-5 text-amber-700" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function InstallTimes({ service }: { service: ServicePage }) {
  const t = useT();
  return (
    <FactCard titleId="install-time-title" title={t("services.page.installTime")} icon={Clock}>
      <dl className="divide-y divide-slate-200">
        {service.installTimes.map((row) => (
          <div key={row.scope} className="py-3 first:pt-0">
            <dt className="text-sm text-slate-600">{t(row.scope)}</dt>
            <dd className="mt-0.5 font-semibold text-navy-900">{t(row.time)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t(service.installNote)}</p>
    </FactCard>
  );
}

/** The licenses that apply, named as the current profile names them (an admin's edit shows here). */
function Licenses({ service }: { service: ServicePage }) {
  const { locale, t } = useTranslator();
  const company = useCompany();
  const held = service.licenses.flatMap(({ classes, why }) => {
    const names = licensesOfClasses(company.licenses, classes);
    return names.length
      ? [{ name: t("services.page.licenseName", { licenses: listIn(names, locale) }), why: t(why) }]
      : [];
  });
  if (!held.length) return null;
  return (
    <FactCard titleId="licenses-title" title={t("services.page.licenses")} icon={BadgeCheck}>
      <ul className="space-y-4">
        {held.map((license) => (
          <li key={license.name}>
            <p className="font-semibold text-navy-900">{license.name}</p>
            <p className="mt-0.5 text-sm text-slate-600">{license.why}</p>
          </li>
        ))}
      </ul>
    </FactCard>
  );
}

function Industries({ service }: { service: ServicePage }) {
  const t = useT();
  return (
    <FactCard titleId="industries-title" title={t("services.page.industries")} icon={CheckCircle2}>
      <ul className="flex flex-wrap gap-2">
        {service.industries.map((industry) => (
          <li
            key={industry}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-navy-800"
          >
            {t(industry)}
          </li>
        ))}
      </ul>
    </FactCard>
  );
}

function QuoteBand() {
  const company = useCompany();
  const t = useT();
  return (
    <section aria-labelledby="quote-band-title" className="bg-slate-50 px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="quote-band-title" className="text-2xl font-bold tracking-tight text-navy-900">
            {t("services.page.ready")}
          </h2>
          <p className="mt-2 text-slate-600">
            <RichText
              k="services.page.readyText"
              values={{ phone: company.phone.display }}
              tags={{
                phone: (chunk) => (
                  <a
                    href={`tel:${company.phone.tel}`}
                    className="whitespace-nowrap font-semibold text-navy-800 underline underline-offset-2"
                  >
                    {chunk}
                  </a>
                ),
              }}
            />
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <QuoteLink className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300">
            {t("services.page.requestQuote")}
          </QuoteLink>
          <a
            href={`tel:${company.phone.tel}`}
            className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 px-6 py-3.5 font-semibold text-navy-800 hover:border-navy-400"
          >
            <Phone className="size-5" aria-hidden="true" />
            {t("services.page.callUs")}
          </a>
        </div>
      </div>
    </section>
  );
}

function OtherServices({ current }: { current: string }) {
  const t = useT();
  const localPath = useLocalPath();
  const others = services.filter((service) => service.slug !== current);
  return (
    <section aria-labelledby="other-services-title" className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="other-services-title" className="text-2xl font-bold tracking-tight text-navy-900">
          {t("services.page.others")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {others.map((service) => (
            <li key={service.slug}>
              <a
                href={localPath(servicePath(service.slug))}
                className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 p-5 hover:border-navy-400 sm:flex-col sm:items-start sm:gap-3"
              >
                <service.icon className="size-6 shrink-0 text-navy-600" aria-hidden="true" />
                <span className="flex-1 font-semibold text-navy-900">{t(service.title)}</span>
                <ArrowRight
                  className="size-4 shrink-0 text-navy-600 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
