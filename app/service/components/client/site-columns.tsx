import type { Translator } from "~/i18n/translator";
import type { RecordColumn } from "~/ui/AdminTable";
import type { ClientAnswer } from "../../clients/client-forms.server";
import type { SiteRow } from "../../clients/client-page.server";
import { RemoveButton } from "./RemoveButton";
import { SiteForm } from "./SiteForm";

/** The sites' table: each row with its edit form and its removal. */
export function siteColumns(t: Translator["t"], answer?: ClientAnswer): RecordColumn<SiteRow>[] {
  return [
    {
      label: t("adminClients.sites.number"),
      card: "title",
      cell: (site) => site.siteNumber,
    },
    { label: t("adminClients.sites.name"), cell: (site) => site.name },
    { label: t("adminClients.sites.address"), cell: (site) => site.address },
    { label: t("adminClients.sites.timeZone"), cell: (site) => site.timeZone },
    {
      label: t("adminClients.actions"),
      hideLabel: true,
      card: "actions",
      cell: (site) => (
        <div className="flex flex-wrap items-start gap-2">
          <SiteForm site={site} answer={answer} />
          <RemoveButton
            intent="remove-site"
            recordId={site.id}
            label={t("adminClients.sites.removeLabel", { number: site.siteNumber })}
            question={t("adminClients.sites.removeQuestion", { number: site.siteNumber })}
            consequence={t("adminClients.sites.removeConsequence")}
            confirmLabel={t("adminClients.sites.removeConfirm")}
          />
        </div>
      ),
    },
  ];
}
