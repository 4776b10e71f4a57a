import { ArrowRight, Download, ShieldCheck, Wrench } from "lucide-react";
import { CAPABILITY_STATEMENT_PATH } from "~/company/capability-statement/capability-statement";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import type { Market } from "~/projects/markets";
import { credentialsLink, industries } from "~/site/content";
import { timings } from "~/site/timings";
import { RevealSection, SectionHeading, stagger } from "./Reveal";

/** `backed`: the markets some published project shows, each card linking to them. */
export function IndustriesSection({ backed }: { backed: readonly Market[] }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <RevealSection
      id="industries"
      labelledBy="industries-title"
      title={t("home.section.industries")}
      className="blueprint-grid bg-navy-900 px-4 py-24 text-white sm:px-6"
    >
      {
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="industries-title"
            eyebrow={t("home.industries.eyebrow")}
            title={t("home.industries.title")}
            intro={t("home.industries.intro")}
            inverted
          />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {industries.map((industry, index) => (
              <li
                key={industry.id}
                style={stagger(index, timings.cardStaggerMs)}
                className={`reveal rounded-xl border border-navy-700 bg-navy-800/70 p-6`}
              >
                <industry.icon className="size-7 text-accent-400" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold">{t(industry.name)}</h3>
                <p className="mt-2 text-navy-100">{t(industry.description)}</p>
                {backed.includes(industry.market) ? (
                  <a
                    href={localPath(`/projects?market=${industry.market}`)}
                    aria-label={`${t("projects.industries.projects")}: ${t(industry.name)}`}
                    className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300 hover:underline"
                  >
                    {t("projects.industries.projects")}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-wrap items-center justify-center gap-4">
            <a
              href={localPath(credentialsLink.href)}
              className="inline-flex items-center gap-2 rounded-md border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              <ShieldCheck className="size-5" aria-hidden="true" />
              {t(credentialsLink.key)}
            </a>
            <a
              href={localPath(CAPABILITY_STATEMENT_PATH)}
              className="inline-flex items-center gap-2 rounded-md border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              <Download className="size-5" aria-hidden="true" />
              {t("home.industries.capability")}
            </a>
            {/* The markets listed above are the clients who call for service at their sites. */}
            <a
              href={localPath("/service")}
              className="inline-flex items-center gap-2 rounded-md border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              <Wrench className="size-5" aria-hidden="true" />
              {t("home.industries.requestService")}
            </a>
            <a
              href={localPath("/#contact")}
              className="inline-flex items-center gap-2 rounded-md bg-accent-400 px-6 py-3 font-semibold text-navy-950 hover:bg-accent-300"
            >
              {t("home.industries.contactTeam")}
              <ArrowRight className="size-5" aria-hidden="true" />
            </a>
          </div>
        </div>
      }
    </RevealSection>
  );
}
