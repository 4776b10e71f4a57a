import { useCompany } from "~/company/CompanyContext";
import { company as site } from "~/company/fixed-facts";
import { useLocalPath, useTranslator } from "~/i18n/I18nContext";
import { aboutHighlights, stats } from "~/site/content";
import { timings } from "~/site/timings";
import { ProofLink } from "./ProofLink";
import { RevealSection, SectionHeading, stagger } from "./Reveal";

/** `anyProject`: whether a published project backs the claims that link to the projects. */
export function AboutSection({ anyProject }: { anyProject: boolean }) {
  const company = useCompany();
  const { t, locale } = useTranslator();
  const localPath = useLocalPath();
  const states = new Intl.ListFormat(locale, { type: "conjunction" }).format(company.states);
  return (
    <RevealSection
      id="about"
      labelledBy="about-title"
      title={t("home.section.about")}
      className="bg-white px-4 py-24 sm:px-6"
    >
      {
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="about-title"
            eyebrow={t("home.about.eyebrow")}
            title={t("home.about.title", { founded: String(site.founded) })}
            intro={t("home.about.intro", {
              years: site.yearsOfExperience.replace("+", ""),
              states,
            })}
          />
          <div className="grid gap-6 md:grid-cols-3">
            {aboutHighlights.map((highlight) => (
              <article key={highlight.title} className="rounded-xl border border-slate-200 p-6">
                <highlight.icon className="size-8 text-accent-600" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{t(highlight.title)}</h3>
                <p className="mt-2 text-slate-600">
                  {t(highlight.description, { licenses: site.licenses.join(", ") })}
                </p>
                <ProofLink proof={highlight.proof} anyProject={anyProject} />
              </article>
            ))}
          </div>
          <dl className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {stats.map((stat, index) => (
              <div
                key={stat.id}
                data-stat-id={stat.id}
                style={stagger(index, timings.statStaggerMs)}
                className={`reveal flex flex-col rounded-xl bg-navy-900 p-6 text-white`}
              >
                <dt className="order-2 mt-1 text-sm text-navy-200">{t(stat.label)}</dt>
                <dd className="order-1 flex items-center gap-3 text-3xl font-bold sm:text-4xl">
                  <stat.icon className="size-7 text-accent-400" aria-hidden="true" />
                  {stat.value}
                </dd>
                {stat.href && anyProject ? (
                  <dd className="order-3 mt-3 text-sm">
                    <a
                      href={localPath(stat.href)}
                      className="font-semibold text-accent-300 hover:underline"
                    >
                      {t("projects.stats.link")}
                    </a>
                  </dd>
                ) : null}
                {stat.id === 4 ? (
                  <dd className="order-3 mt-3 text-sm">
                    <a
                      href={`tel:${company.supportLine.tel}`}
                      className="font-semibold text-accent-300 hover:underline"
                    >
                      {t("home.stats.extension", {
                        phone: company.phone.display,
                        extension: company.supportExtension,
                      })}
                    </a>
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </div>
      }
    </RevealSection>
  );
}
