import {
  ArrowDown,
  ArrowRight,
  Cable,
  CheckCircle2,
  Cloud,
  Factory,
  HardHat,
  Mail,
  Settings2,
  Sparkles,
  Zap,
} from "lucide-react";
import { company } from "~/company/fixed-facts";
import { seoFromMatches } from "~/company/seo";
import { useLang, useLocalPath, useT } from "~/i18n/I18nContext";
import type { MessageKey } from "~/i18n/translator";
import { ISLANDS_PAGE } from "~/islands/page";
import { CountUp } from "~/marketing/CountUp";
import { type Feature, featureHref, featuresIn, figuresIn } from "~/marketing/features-content";
import { TrialCallout } from "~/marketing/TrialCallout";
import { softwareMenu } from "~/site/content";
import { pageMeta } from "~/site/seo";
import { timings } from "~/site/timings";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/features";

const software = company.software.name;

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/features",
    title: seo.t("seo.features.title", { software }),
    description: seo.t("seo.features.description", { software }),
  });
};

/** The trades the suite was built around, with what each one gets out of it. */
const trades: { icon: typeof Zap; name: MessageKey; text: MessageKey }[] = [
  { icon: Zap, name: "software.trades.electrical.name", text: "software.trades.electrical.text" },
  { icon: Cable, name: "software.trades.telecom.name", text: "software.trades.telecom.text" },
  {
    icon: HardHat,
    name: "software.trades.construction.name",
    text: "software.trades.construction.text",
  },
  { icon: Factory, name: "software.trades.utility.name", text: "software.trades.utility.text" },
];

const integrations =
  softwareMenu.find((column) => column.key === "common.megaMenu.integrations")?.items ?? [];

export const handle = ISLANDS_PAGE;

export default function FeaturesPage() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <>
      <PageHero
        eyebrow={`${software} · ${t("software.tagline")}`}
        title={t("software.features.title")}
      >
        <p>{t("software.features.intro", { founded: String(company.founded) })}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href="#tools"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300"
          >
            {t("software.features.exploreTools")}
            <ArrowDown className="size-5" aria-hidden="true" />
          </a>
          <a
            href={localPath("/pricing")}
            className="inline-flex items-center justify-center gap-2 rounded-md border border-white/30 px-6 py-3.5 font-semibold text-white hover:bg-white/10"
          >
            {t("software.features.getPricing", { software })}
          </a>
          <a
            href="#trial"
            className="inline-flex items-center justify-center gap-2 rounded-md px-6 py-3.5 font-semibold text-accent-300 underline underline-offset-4 hover:text-accent-200"
          >
            {t("software.features.startTrial")}
          </a>
        </div>
      </PageHero>
      <FiguresBand />
      <ToolsSection />
      <TradesSection />
      <IntegrationsSection />
      {/* The pricing callout follows: the trial needs no second pricing link. */}
      <TrialCallout id="trial" />
      <PricingCallout />
    </>
  );
}

function FiguresBand() {
  const t = useT();
  const lang = useLang();
  const _localPath = useLocalPath();
  return (
    <section aria-labelledby="figures-title" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="figures-title" className="sr-only">
          {t("software.features.byTheNumbers", { software })}
        </h2>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 xl:grid-cols-6">
          {figuresIn(lang).map((figure) => (
            <li key={figure.id} className="text-center xl:text-left">
              <CountUp
                figure={figure}
                className="block text-4xl font-bold tracking-tight text-navy-900"
              />
              <p className="mt-1 font-semibold text-navy-800">{figure.label}</p>
              <p className="mt-1 text-sm text-slate-600">{figure.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ToolsSection() {
  const t = useT();
  const lang = useLang();
  const _localPath = useLocalPath();
  return (
    <section id="tools" aria-labelledby="tools-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">
            {t("software.features.toolsEyebrow")}
          </p>
          <h2
            id="tools-title"
            className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            {t("software.features.toolsTitle")}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t("software.features.toolsIntro")}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {featuresIn(lang).map((feature, index) => (
            <FeatureCard key={feature.id} feature={feature} index={index} />
          ))}
        </div>
      </div>
    </section>
  );
}

function FeatureCard({ feature, index }: { feature: Feature; index: number }) {
  const t = useT();
  const _lang = useLang();
  const localPath = useLocalPath();
  const titleId = `${feature.id}-title`;
  // The anchor is the untransformed outer box: scrolling to /features#id lands exactly, even
  // while the card itself is still sliding in.
  return (
    <article id={feature.id} aria-labelledby={titleId} className="group scroll-mt-32">
      <div
        data-reveal
        style={{ transitionDelay: `${(index % 2) * timings.cardStaggerMs}ms` }}
        className={`reveal flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm group-target:border-accent-500 group-target:ring-2 group-target:ring-accent-400/40 sm:p-8`}
      >
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-navy-900">
            <feature.icon className="size-6 text-accent-400" aria-hidden="true" />
          </span>
          <div>
            <h3 id={titleId} className="text-xl font-semibold text-navy-900">
              {feature.title}
            </h3>
            <p className="mt-0.5 font-medium text-amber-700">{feature.subtitle}</p>
          </div>
        </div>
        <p className="mt-5 text-slate-700">{feature.description}</p>
        <div className="mt-6 grid flex-1 gap-6 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold uppercase tracking-wider text-navy-800">
              {t("software.features.features")}
            </h4>
            <ul className="mt-3 space-y-2.5 text-sm text-slate-700">
              {feature.features.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2
                    className="mt-0.5 size-4 shrink-0 text-navy-500"
                    aria-hidden="true"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-semibold uppercase tracking-wider text-navy-800">
              {t("software.features.benefits")}
            </h4>
            <ul className="mt-3 space-y-2.5 text-sm text-slate-700">
              {feature.benefits.map((item) => (
                <li key={item} className="flex gap-2">
                  <Sparkles className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <a
          href={localPath(featureHref(feature.id))}
          className="mt-6 inline-flex w-fit items-center gap-1.5 font-semibold text-navy-700 hover:text-amber-700"
        >
          {t("software.features.learnMore")}
          <span className="sr-only">
            {t("software.features.learnMoreAbout", { feature: feature.title })}
          </span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}

function TradesSection() {
  const t = useT();
  const _lang = useLang();
  const _localPath = useLocalPath();
  return (
    <section aria-labelledby="trades-title" className="bg-white px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">
            {t("software.trades.eyebrow")}
          </p>
          <h2
            id="trades-title"
            className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            {t("software.trades.title")}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t("software.trades.intro", { software })}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {trades.map((trade) => (
            <li key={trade.name} className="rounded-xl border border-slate-200 p-6">
              <trade.icon className="size-7 text-accent-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{t(trade.name)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(trade.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function IntegrationsSection() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section aria-labelledby="integrations-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">
            {t("software.integrations.eyebrow")}
          </p>
          <h2
            id="integrations-title"
            className="mt-2 text-3xl font-bold tracking-tight text-navy-900"
          >
            {t("software.integrations.title")}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t("software.integrations.intro")}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <a
              href={localPath("/software-solutions/configuration")}
              className="inline-flex items-center justify-center gap-2 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700"
            >
              <Settings2 className="size-5" aria-hidden="true" />
              {t("software.integrations.configure")}
            </a>
            <a
              href={localPath("/software-tools")}
              className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-navy-800 hover:border-navy-400"
            >
              {t("software.integrations.allTools")}
            </a>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {integrations.map(({ key }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-5"
            >
              {key === "common.megaMenu.outlookGmail" ? (
                <Mail className="size-6 shrink-0 text-navy-500" aria-hidden="true" />
              ) : (
                <Cloud className="size-6 shrink-0 text-navy-500" aria-hidden="true" />
              )}
              <span className="font-semibold text-navy-900">{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PricingCallout() {
  const t = useT();
  const _lang = useLang();
  const localPath = useLocalPath();
  return (
    <section aria-labelledby="pricing-callout-title" className="bg-white px-4 py-20 sm:px-6">
      <div className="blueprint-grid mx-auto max-w-7xl rounded-2xl bg-navy-900 px-6 py-12 text-white sm:px-12">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="pricing-callout-title" className="text-3xl font-bold tracking-tight">
              {t("software.pricing.title")}
            </h2>
            <p className="mt-3 text-lg text-navy-100">{t("software.pricing.intro")}</p>
          </div>
          <a
            href={localPath("/pricing")}
            className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300"
          >
            {t("software.pricing.request")}
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
        </div>
      </div>
    </section>
  );
}
