import { ArrowRight, ChevronRight } from "lucide-react";
import { company } from "~/company/fixed-facts";
import { seoFromMatches } from "~/company/seo";
import { useLocalPath, useT, useTranslator } from "~/i18n/I18nContext";
import type { Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/translator";
import { ISLANDS_PAGE } from "~/islands/page";
import { type Feature, featureHref, featuresIn } from "~/marketing/features-content";
import { TrialCallout, trialCalloutLinkClass } from "~/marketing/TrialCallout";
import { softwareMenu } from "~/site/content";
import { pageMeta } from "~/site/seo";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/software-tools";

const software = company.software.name;

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/software-tools",
    title: seo.t("seo.softwareTools.title", { software }),
    description: seo.t("seo.softwareTools.description", { software }),
  });
};

/** The tools grouped as the header's Software Solutions menu groups them. */
function toolGroups(lang: Lang): { key: MessageKey; tools: Feature[] }[] {
  return softwareMenu
    .map((column) => ({
      key: column.key,
      tools: column.items.flatMap((item) => {
        const feature = featuresIn(lang).find(
          (candidate) => featureHref(candidate.id) === item.href,
        );
        return feature ? [feature] : [];
      }),
    }))
    .filter((group) => group.tools.length > 0);
}

/** How a job moves through the suite, start to finish. */
const workflow: MessageKey[] = [
  "common.megaMenu.estimation",
  "common.megaMenu.jobs",
  "common.megaMenu.orders",
  "common.megaMenu.scheduling",
  "common.megaMenu.financial",
  "common.megaMenu.analytics",
];

export const handle = ISLANDS_PAGE;

export default function SoftwareToolsPage() {
  const { t, lang } = useTranslator();
  const localPath = useLocalPath();
  return (
    <>
      <PageHero
        eyebrow={`${software} · ${t("software.tagline")}`}
        title={t("software.tools.title")}
      >
        <p>{t("software.tools.intro")}</p>
      </PageHero>
      <Workflow />
      <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-7xl space-y-14">
          {toolGroups(lang).map((group) => (
            <ToolGroup key={group.key} titleKey={group.key} tools={group.tools} />
          ))}
        </div>
      </div>
      <TrialCallout id="trial">
        <a href={localPath("/features")} className={trialCalloutLinkClass}>
          {t("software.tools.exploreFeatures")}
        </a>
        <a href={localPath("/pricing")} className={trialCalloutLinkClass}>
          {t("software.features.getPricing", { software })}
        </a>
      </TrialCallout>
    </>
  );
}

function Workflow() {
  const t = useT();
  return (
    <section aria-labelledby="workflow-title" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2
          id="workflow-title"
          className="text-sm font-semibold uppercase tracking-wider text-amber-700"
        >
          {t("software.tools.workflow")}
        </h2>
        <ol className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-3">
          {workflow.map((step, index) => (
            <li key={step} className="flex items-center gap-2">
              {index > 0 ? (
                <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
              ) : null}
              <span className="rounded-full bg-navy-50 px-4 py-1.5 text-sm font-semibold text-navy-800">
                {t(step)}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ToolGroup({ titleKey, tools }: { titleKey: MessageKey; tools: Feature[] }) {
  const t = useT();
  const localPath = useLocalPath();
  const title = t(titleKey);
  // The same id in every language: the key's last part, as words ("group-project-management").
  const headingId = `group-${titleKey
    .split(".")
    .pop()
    ?.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-navy-900">
        {title}
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {tools.map((tool) => (
          <li key={tool.id}>
            <a
              href={localPath(featureHref(tool.id))}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-navy-400"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-navy-900">
                <tool.icon className="size-5 text-accent-400" aria-hidden="true" />
              </span>
              <span className="mt-4 text-lg font-semibold text-navy-900">{tool.title}</span>
              <span className="mt-1 flex-1 text-sm text-slate-600">{tool.subtitle}</span>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 group-hover:text-amber-700">
                {t("software.tools.seeInDetail", { tool: tool.title })}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
