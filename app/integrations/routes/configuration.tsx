import { KeyRound, Mail, Phone } from "lucide-react";
import { ConfigurationEditor } from "~/integrations/components/ConfigurationEditor";
import { LazyIsland } from "~/islands/Island";
import { islandsPageWith } from "~/islands/page";
import { company } from "~/site/company";
import { pageTitle } from "~/site/titles";
import { PageHero } from "~/ui/PageHero";

export const meta = () => [
  { title: pageTitle("Integration Configuration") },
  {
    name: "description",
    content: `Connect ${company.software.name} to Microsoft Graph, Google Drive and QuickBooks: describe your integrations and send them to our team securely.`,
  },
];

/**
 * An islands page (docs/decisions/0018): the card editor is a lazy island, so the page loads
 * React and the editor's code, not React Router's client.
 */
export const handle = islandsPageWith("configurationEditor");

/** The Software Solutions configuration page. */
export default function IntegrationConfigurationPage() {
  return (
    <>
      <PageHero eyebrow="Software Solutions" title="Integration Configuration">
        Tell us how {company.software.name} should connect to your file storage and accounting. Edit
        a card, save it, then submit the configuration to our team.
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <noscript>
          <NoScriptNotice />
        </noscript>
        {/* The card editor runs in the browser; without scripts the notice above stands alone. */}
        <div className="[html:not([data-js])_&]:hidden">
          <StorageNotice />
          <LazyIsland name="configurationEditor" component={ConfigurationEditor} props={{}} />
        </div>
      </div>
    </>
  );
}

function StorageNotice() {
  return (
    <p className="mb-10 flex gap-3 rounded-lg border border-navy-100 bg-navy-50 px-4 py-3 text-sm text-navy-900">
      <KeyRound className="mt-0.5 size-4 shrink-0 text-navy-600" aria-hidden="true" />
      <span>
        Your cards are saved as a draft in this browser. Secret values (client secrets, consumer
        secrets and access tokens) are kept only in this browser tab and are cleared when you close
        it. Submitted secrets are stored encrypted and are never sent by e-mail.
      </span>
    </p>
  );
}

function NoScriptNotice() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-bold text-navy-900">This page needs JavaScript</h2>
      <p className="mt-2 text-slate-700">
        The integration card editor runs in your browser. Turn on JavaScript and reload the page, or
        contact us and we will set up your integrations with you.
      </p>
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
