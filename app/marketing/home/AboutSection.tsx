import { useCompany } from "~/company/CompanyContext";
import { company as site } from "~/site/company";
import { aboutHighlights, stats } from "~/site/content";
import { timings } from "~/site/timings";
import { RevealSection, SectionHeading, stagger } from "./Reveal";

export function AboutSection() {
  const company = useCompany();
  return (
    <RevealSection id="about" labelledBy="about-title" className="bg-white px-4 py-24 sm:px-6">
      {
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="about-title"
            eyebrow="About Us"
            title={`Trusted contractors since ${site.founded}`}
            intro={`For over ${site.yearsOfExperience.replace("+", "")} years we have designed, installed and supported the power, cabling and systems that businesses and public agencies in ${company.states.join(" and ")} depend on.`}
          />
          <div className="grid gap-6 md:grid-cols-3">
            {aboutHighlights.map((highlight) => (
              <article key={highlight.title} className="rounded-xl border border-slate-200 p-6">
                <highlight.icon className="size-8 text-accent-600" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{highlight.title}</h3>
                <p className="mt-2 text-slate-600">{highlight.description}</p>
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
                <dt className="order-2 mt-1 text-sm text-navy-200">{stat.label}</dt>
                <dd className="order-1 flex items-center gap-3 text-3xl font-bold sm:text-4xl">
                  <stat.icon className="size-7 text-accent-400" aria-hidden="true" />
                  {stat.value}
                </dd>
                {stat.id === 4 ? (
                  <dd className="order-3 mt-3 text-sm">
                    <a
                      href={`tel:${company.phone.tel},${company.supportExtension}`}
                      className="font-semibold text-accent-300 hover:underline"
                    >
                      {company.phone.display} ext. {company.supportExtension}
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
