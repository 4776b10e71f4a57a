import { ArrowRight, ShieldCheck } from "lucide-react";
import { useCompany } from "~/company/CompanyContext";
import { company as site } from "~/company/fixed-facts";
import { listIn } from "~/i18n/format";
import { RichText, useLang, useLocalPath, useT } from "~/i18n/I18nContext";
import { LOCALES } from "~/i18n/languages";
import { timings } from "~/site/timings";

export function HeroSection() {
  const company = useCompany();
  const t = useT();
  const lang = useLang();
  const localPath = useLocalPath();
  return (
    <section
      id="home"
      data-section-title={t("home.section.home")}
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-navy-950 text-white"
    >
      <div
        data-parallax={timings.heroParallaxFactor}
        aria-hidden="true"
        className="absolute inset-x-0 -top-24 -z-10 h-[calc(100%+12rem)] will-change-transform"
      >
        <div className="blueprint-grid absolute inset-0" />
        <CircuitArt />
        <div className="absolute inset-0 bg-gradient-to-b from-navy-950/30 via-navy-950/40 to-navy-950" />
      </div>
      <div className="mx-auto flex min-h-[calc(100svh-1rem)] max-w-7xl flex-col justify-center px-4 pb-20 pt-36 sm:px-6 lg:pt-40">
        <p className="inline-flex w-fit items-center gap-2 rounded-full border border-accent-400/40 bg-accent-400/10 px-3 py-1 text-sm font-semibold text-accent-300">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t("home.hero.since", { founded: String(site.founded) })}
        </p>
        <h1
          id="hero-title"
          className="mt-6 max-w-4xl text-4xl font-bold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl"
        >
          <RichText
            k="home.hero.title"
            values={{
              years: site.yearsOfExperience,
              states: listIn(company.states, LOCALES[lang]),
            }}
            tags={{ accent: (chunk) => <span className="text-accent-400">{chunk}</span> }}
          />
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-navy-100 sm:text-xl">{t("home.hero.intro")}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a
            href={localPath("/#services")}
            className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300"
          >
            {t("home.hero.explore")}
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
          <a
            href={localPath("/#contact")}
            className="inline-flex items-center justify-center rounded-md border border-white/30 px-6 py-3.5 font-semibold text-white hover:bg-white/10"
          >
            {t("home.hero.contact")}
          </a>
        </div>
        <ul className="mt-14 flex flex-wrap gap-x-8 gap-y-3 text-sm text-navy-200">
          {company.licenses.map((license) => (
            <li key={license} className="flex items-center gap-2">
              <span className="size-1.5 rounded-full bg-accent-400" aria-hidden="true" />
              {license}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Moves the backdrop at a fraction of the scroll; nothing moves under reduced motion. */

/** An abstract circuit trace drawing: no photographs, nothing fetched. */
function CircuitArt() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 size-full opacity-60"
      viewBox="0 0 1200 800"
      preserveAspectRatio="xMidYMid slice"
    >
      <g fill="none" stroke="#3f5d8f" strokeWidth="1.5">
        <path d="M0 620h260l60-60h220l40 40h300l80-80h240" />
        <path d="M0 700h180l50-50h340l70 70h560" />
        <path d="M760 0v140l60 60v180l-40 40v120" />
        <path d="M980 0v220l-50 50v140" />
        <path d="M1200 300h-160l-60 60h-120" />
        <path d="M120 0v120l80 80h200l60 60" />
      </g>
      <g fill="none" stroke="#fbbf24" strokeWidth="2" strokeOpacity=".55">
        <path d="M540 560h120l40-40h160" />
        <path d="M820 200v180" />
      </g>
      <g fill="#fbbf24" fillOpacity=".8">
        <circle cx="540" cy="560" r="5" />
        <circle cx="860" cy="520" r="5" />
        <circle cx="820" cy="200" r="5" />
        <circle cx="820" cy="380" r="5" />
      </g>
      <g fill="#6480ac">
        <circle cx="260" cy="620" r="4" />
        <circle cx="1040" cy="300" r="4" />
        <circle cx="930" cy="270" r="4" />
        <circle cx="400" cy="200" r="4" />
      </g>
    </svg>
  );
}
