import { ArrowRight, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { ISLANDS_PAGE } from "~/islands/page";
import { TrialForm } from "~/leads/TrialForm";
import { type Feature, featureHref, features } from "~/marketing/features-content";
import { company } from "~/site/company";
import { softwareMenu } from "~/site/content";
import { companyNameFromMatches, originFromMatches, pageMeta } from "~/site/seo";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/software-tools";

const software = company.software.name;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originFromMatches(matches),
    companyName: companyNameFromMatches(matches),
    path: "/software-tools",
    title: "Software Tools",
    description: `The ten tools of ${software} at a glance: estimation, jobs, orders, agreements, scheduling, financial, expenses, analytics, customers and support for contractors. Start a 7-day free trial.`,
  });

/** The tools grouped as the header's Software Solutions menu groups them. */
function toolGroups(): { title: string; tools: Feature[] }[] {
  return softwareMenu
    .map((column) => ({
      title: column.title,
      tools: column.items.flatMap((item) => {
        const feature = features.find((candidate) => featureHref(candidate.id) === item.href);
        return feature ? [feature] : [];
      }),
    }))
    .filter((group) => group.tools.length > 0);
}

/** How a job moves through the suite, start to finish. */
const workflow = ["Estimation", "Jobs", "Orders", "Scheduling", "Financial", "Analytics"];

export const handle = ISLANDS_PAGE;

export default function SoftwareToolsPage() {
  return (
    <>
      <PageHero eyebrow={`${software} · ${company.software.tagline}`} title="Software Tools">
        <p>
          Ten tools that run a contracting business from the first estimate to the final invoice.
          Pick one to see what it does, or start a free trial and try them all.
        </p>
      </PageHero>
      <Workflow />
      <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-7xl space-y-14">
          {toolGroups().map((group) => (
            <ToolGroup key={group.title} title={group.title} tools={group.tools} />
          ))}
        </div>
      </div>
      <TrialCallout />
    </>
  );
}

function Workflow() {
  return (
    <section aria-labelledby="workflow-title" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2
          id="workflow-title"
          className="text-sm font-semibold uppercase tracking-wider text-amber-700"
        >
          One job, start to finish
        </h2>
        <ol className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-3">
          {workflow.map((step, index) => (
            <li key={step} className="flex items-center gap-2">
              {index > 0 ? (
                <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
              ) : null}
              <span className="rounded-full bg-navy-50 px-4 py-1.5 text-sm font-semibold text-navy-800">
                {step}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ToolGroup({ title, tools }: { title: string; tools: Feature[] }) {
  const headingId = `group-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-navy-900">
        {title}
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Link
              to={featureHref(tool.id)}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-navy-400"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-navy-900">
                <tool.icon className="size-5 text-accent-400" aria-hidden="true" />
              </span>
              <span className="mt-4 text-lg font-semibold text-navy-900">{tool.title}</span>
              <span className="mt-1 flex-1 text-sm text-slate-600">{tool.subtitle}</span>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 group-hover:text-amber-700">
                See {tool.title} in detail
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TrialCallout() {
  return (
    <section aria-labelledby="trial-title" className="bg-white px-4 py-16 sm:px-6 lg:py-20">
      <div className="blueprint-grid mx-auto grid max-w-7xl gap-10 rounded-2xl bg-navy-900 p-8 text-white sm:p-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
            7-day free trial
          </p>
          <h2 id="trial-title" className="mt-2 text-3xl font-bold tracking-tight">
            Try every tool with your own jobs
          </h2>
          <p className="mt-4 text-lg text-navy-100">
            Sign up with your name and email and we will set up a trial account for your company. No
            credit card, and our team helps you load your first estimate.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/features"
              className="inline-flex items-center justify-center gap-2 rounded-md border border-white/30 px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              Explore all features
            </Link>
            <Link
              to="/pricing"
              className="inline-flex items-center justify-center gap-2 rounded-md border border-white/30 px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              Get {software} Pricing
            </Link>
          </div>
        </div>
        <div className="rounded-xl border border-navy-700 bg-navy-950/60 p-6 sm:p-8">
          <TrialForm />
        </div>
      </div>
    </section>
  );
}
