import { CalendarCheck } from "lucide-react";
import { useLocalPath, useT } from "~/i18n/I18nContext";
import { reasons } from "~/site/content";
import { timings } from "~/site/timings";
import { ProofLink } from "./ProofLink";
import { RevealSection, SectionHeading, stagger } from "./Reveal";

/** `anyProject`: whether a published project backs the claims that link to the projects. */
export function WhyChooseSection({ anyProject }: { anyProject: boolean }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <RevealSection
      id="why-choose-us"
      labelledBy="why-title"
      title={t("home.section.whyChooseUs")}
      className="relative bg-white px-4 py-24 sm:px-6"
    >
      {
        <div className="mx-auto max-w-7xl">
          {/* The nav's "Why Us" target: an alias anchor for the same section. */}
          <span id="why-us" className="absolute top-0" aria-hidden="true" />
          <SectionHeading
            id="why-title"
            eyebrow={t("home.why.eyebrow")}
            title={t("home.why.title")}
            intro={t("home.why.intro")}
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map((reason, index) => (
              <li
                key={reason.title}
                style={stagger(index, timings.cardStaggerMs)}
                className={`reveal rounded-xl border-t-4 border-accent-400 bg-slate-50 p-6`}
              >
                <reason.icon className="size-8 text-navy-700" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{t(reason.title)}</h3>
                <p className="mt-2 text-slate-600">{t(reason.description)}</p>
                <ProofLink proof={reason.proof} anyProject={anyProject} />
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <a
              href={localPath("/#contact")}
              className="inline-flex items-center gap-2 rounded-md bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-700"
            >
              <CalendarCheck className="size-5" aria-hidden="true" />
              {t("home.why.schedule")}
            </a>
          </div>
        </div>
      }
    </RevealSection>
  );
}
