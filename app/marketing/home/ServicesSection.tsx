import { ArrowRight } from "lucide-react";
import { useT } from "~/i18n/I18nContext";
import { serviceHref, services } from "~/site/content";
import type { ServiceSlug } from "~/site/page-table";
import { timings } from "~/site/timings";
import { SiteLink } from "~/ui/SiteLink";
import { RevealSection, SectionHeading, stagger } from "./Reveal";

/** `backed`: the services some published project shows, each card linking to them. */
export function ServicesSection({ backed }: { backed: readonly ServiceSlug[] }) {
  const t = useT();
  return (
    <RevealSection
      id="services"
      labelledBy="services-title"
      title={t("home.section.services")}
      className="bg-slate-50 px-4 py-24 sm:px-6"
    >
      {
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="services-title"
            eyebrow={t("home.services.eyebrow")}
            title={t("home.services.title")}
            intro={t("home.services.intro")}
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service, index) => (
              <li
                key={service.id}
                style={stagger(index, timings.cardStaggerMs)}
                className={`reveal flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm`}
              >
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-navy-900">
                  <service.icon className="size-6 text-accent-400" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-navy-900">{t(service.title)}</h3>
                <p className="mt-2 flex-1 text-slate-600">{t(service.description)}</p>
                <SiteLink
                  href={serviceHref(service.id)}
                  className="mt-5 inline-flex items-center gap-1.5 font-semibold text-navy-700 hover:text-accent-600"
                >
                  {t("home.services.learnMore")}
                  <span className="sr-only">
                    {t("home.services.learnMoreAbout", { service: t(service.title) })}
                  </span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </SiteLink>
                {backed.includes(service.slug) ? (
                  <SiteLink
                    href={`/projects?service=${service.slug}`}
                    aria-label={`${t("projects.industries.projects")}: ${t(service.title)}`}
                    className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-accent-600"
                  >
                    {t("projects.industries.projects")}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </SiteLink>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      }
    </RevealSection>
  );
}
