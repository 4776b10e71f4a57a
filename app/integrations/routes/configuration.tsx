import { KeyRound, Mail, Phone } from "lucide-react";
import { useCompany } from "~/company/CompanyContext";
import { company as site } from "~/company/fixed-facts";
import { seoFromMatches } from "~/company/seo";
import { useT } from "~/i18n/I18nContext";
import { ConfigurationEditor } from "~/integrations/components/ConfigurationEditor";
import { LazyIsland } from "~/islands/Island";
import { type IslandsPageHandle, islandsPageWith } from "~/islands/page";
import { pageMeta } from "~/site/seo";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/configuration";

const software = site.software.name;

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/software-solutions/configuration",
    title: seo.t("integrations.page.title"),
    description: seo.t("integrations.page.description", { software }),
  });
};

/**
 * An islands page (docs/decisions/0018): the card editor is a lazy island, so the page loads
 * React and the editor's code, not React Router's client.
 */
export const handle = {
  ...islandsPageWith("configurationEditor"),
  messages: ["integrations"],
} satisfies IslandsPageHandle;

/** The Software Solutions configuration page. */
export default function IntegrationConfigurationPage() {
  const company = useCompany();
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t("integrations.page.eyebrow")} title={t("integrations.page.title")}>
        {t("integrations.page.intro", { software })}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <noscript>
          <NoScriptNotice />
        </noscript>
        {/* The card editor runs in the browser; without scripts the notice above stands alone. */}
        <div className="[html:not([data-js])_&]:hidden">
          <StorageNotice />
          <LazyIsland
            name="configurationEditor"
            component={ConfigurationEditor}
            props={{ recipient: { name: company.name, email: company.email } }}
          />
        </div>
      </div>
    </>
  );
}

function StorageNotice() {
  const t = useT();
  return (
    <p className="mb-10 flex gap-3 rounded-lg border border-navy-100 bg-navy-50 px-4 py-3 text-sm text-navy-900">
      <KeyRound className="mt-0.5 size-4 shrink-0 text-navy-600" aria-hidden="true" />
      <span>{t("integrations.page.storage")}</span>
    </p>
  );
}

function NoScriptNotice() {
  const company = useCompany();
  const t = useT();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-bold text-navy-900">{t("integrations.noscript.title")}</h2>
      <p className="mt-2 text-slate-700">{t("integrations.noscript.text")}</p>
      <ul className="mt-4 space-y-2 text-navy-900">
        <li className="flex items-center gap-2">
          <Phone className="size-4 text-accent-600" aria-hidden="true" />
          <a href={`tel:${company.phone.tel}`} className="font-semibold underline">
            {company.phone.display}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Mail className="size-4 text-accent-600" aria-hidden="true" />
          <a href={`mailto:${company.email}`} className="font-semibold underline">
            {company.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
