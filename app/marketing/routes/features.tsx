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
import { Link } from "react-router";
import { ISLANDS_PAGE } from "~/islands/page";
import { CountUp } from "~/marketing/CountUp";
import { type Feature, featureHref, features, figures } from "~/marketing/features-content";
import { company } from "~/site/company";
import { softwareMenu } from "~/site/content";
import { companyNameFromMatches, originFromMatches, pageMeta } from "~/site/seo";
import { timings } from "~/site/timings";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/features";

const software = company.software.name;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originFromMatches(matches),
    companyName: companyNameFromMatches(matches),
    path: "/features",
    title: "Software Solutions",
    description: `${software} contractor management software for electrical, telecom, construction and utility contractors: estimating, jobs, orders, scheduling, billing, expenses and analytics in one place. 7-day free trial.`,
  });

/** The trades the suite was built around, with what each one gets out of it. */
const trades = [
  {
    icon: Zap,
    name: "Electrical contractors",
    text: "Estimate 277/480V services and tenant improvements from your own labor units, track rough-in and trim by phase, and bill progress with retention.",
  },
  {
    icon: Cable,
    name: "Telecom and low-voltage",
    text: "Price Cat6 and fiber drops by the hundred, schedule certified splicers and testers, and attach test reports to every closeout.",
  },
  {
    icon: HardHat,
    name: "Construction",
    text: "Manage subcontracts, COIs, RFIs and change orders across tenant improvements and remodels, from permit to punch list.",
  },
  {
    icon: Factory,
    name: "Utility contractors",
    text: "Plan medium-voltage outages and switching windows, track long-lead switchgear and transformers, and log every inspection.",
  },
];

const integrations =
  softwareMenu.find((column) => column.title === "Integrations")?.items.map((item) => item.title) ??
  [];

export const handle = ISLANDS_PAGE;

export default function FeaturesPage() {
  return (
    <>
      <PageHero eyebrow={`${software} · ${company.software.tagline}`} title="Software Solutions">
        <p>
          Estimating, jobs, purchasing, scheduling, billing and reporting for electrical, telecom,
          construction and utility contractors, built by a contractor that has run its own crews
          since {company.founded}.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href="#tools"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300"
          >
            Explore Tools
            <ArrowDown className="size-5" aria-hidden="true" />
          </a>
          <Link
            to="/pricing"
            className="inline-flex items-center justify-center gap-2 rounded-md border border-white/30 px-6 py-3.5 font-semibold text-white hover:bg-white/10"
          >
            Get {software} Pricing
          </Link>
        </div>
      </PageHero>
      <FiguresBand />
      <ToolsSection />
      <TradesSection />
      <IntegrationsSection />
      <PricingCallout />
    </>
  );
}

function FiguresBand() {
  return (
    <section aria-labelledby="figures-title" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="figures-title" className="sr-only">
          {software} by the numbers
        </h2>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 xl:grid-cols-6">
          {figures.map((figure) => (
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
  return (
    <section id="tools" aria-labelledby="tools-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">The tools</p>
          <h2
            id="tools-title"
            className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            Ten tools, one record of every job
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Every tool works from the same customers, jobs and cost codes, so an estimate becomes a
            job, a purchase order, a schedule and an invoice without being typed twice.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {features.map((feature, index) => (
            <FeatureCard key={feature.id} feature={feature} index={index} />
          ))}
        </div>
      </div>
    </section>
  );
}

function FeatureCard({ feature, index }: { feature: Feature; index: number }) {
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
              Features
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
              Benefits
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
        <Link
          to={featureHref(feature.id)}
          className="mt-6 inline-flex w-fit items-center gap-1.5 font-semibold text-navy-700 hover:text-amber-700"
        >
          Learn more<span className="sr-only"> about {feature.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

function TradesSection() {
  return (
    <section aria-labelledby="trades-title" className="bg-white px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">
            Built for the trades
          </p>
          <h2
            id="trades-title"
            className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            Made by contractors, for contractors
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            We run our own electrical, low-voltage and general contracting crews on {software}, so
            it speaks in cost codes, labor units and change orders, not in generic tasks.
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {trades.map((trade) => (
            <li key={trade.name} className="rounded-xl border border-slate-200 p-6">
              <trade.icon className="size-7 text-accent-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{trade.name}</h3>
              <p className="mt-2 text-sm text-slate-600">{trade.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function IntegrationsSection() {
  return (
    <section aria-labelledby="integrations-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">
            Integrations
          </p>
          <h2
            id="integrations-title"
            className="mt-2 text-3xl font-bold tracking-tight text-navy-900"
          >
            Works with the tools you already use
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Invoices and payments sync with your accounting, job documents live in your own cloud
            storage, and notices go out from your own mailbox.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/software-solutions/configuration"
              className="inline-flex items-center justify-center gap-2 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700"
            >
              <Settings2 className="size-5" aria-hidden="true" />
              Configure integrations
            </Link>
            <Link
              to="/software-tools"
              className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-navy-800 hover:border-navy-400"
            >
              All tools at a glance
            </Link>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {integrations.map((name) => (
            <li
              key={name}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-5"
            >
              {name.includes("Gmail") ? (
                <Mail className="size-6 shrink-0 text-navy-500" aria-hidden="true" />
              ) : (
                <Cloud className="size-6 shrink-0 text-navy-500" aria-hidden="true" />
              )}
              <span className="font-semibold text-navy-900">{name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PricingCallout() {
  return (
    <section aria-labelledby="pricing-callout-title" className="bg-white px-4 py-20 sm:px-6">
      <div className="blueprint-grid mx-auto max-w-7xl rounded-2xl bg-navy-900 px-6 py-12 text-white sm:px-12">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="pricing-callout-title" className="text-3xl font-bold tracking-tight">
              Pricing sized to your company
            </h2>
            <p className="mt-3 text-lg text-navy-100">
              Tell us how many people you have in the office and the field. We reply within 24 hours
              with a quote, and your 7-day free trial can start the same day.
            </p>
          </div>
          <Link
            to="/pricing"
            className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3.5 font-semibold text-navy-950 hover:bg-accent-300"
          >
            Request Your Quote
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
