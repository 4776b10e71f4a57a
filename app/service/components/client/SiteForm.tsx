import { TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { ClientAnswer } from "../../clients/client-forms.server";
import type { SiteRow } from "../../clients/client-page.server";
import { SERVICE_LIMITS as LIMITS } from "../../service.validation";
import { RecordForm } from "./RecordForm";

/** A new site's form, or (with `site`) one site's, folded under "Edit" until its errors show. */
export function SiteForm({ site, answer }: { site?: SiteRow; answer?: ClientAnswer }) {
  const t = useT();
  return (
    <RecordForm
      form="site"
      recordId={site?.id}
      stored={site ? { ...site } : undefined}
      answer={answer}
      labels={{
        addTitle: t("adminClients.sites.addTitle"),
        add: t("adminClients.sites.add"),
        edit: site ? t("adminClients.sites.edit", { number: site.siteNumber }) : "",
        save: t("adminClients.sites.save"),
      }}
    >
      {(field) => (
        <>
          <TextField
            {...field("siteNumber")}
            label={t("adminClients.sites.number")}
            maxLength={LIMITS.siteNumber}
          />
          <TextField
            {...field("name")}
            label={t("adminClients.sites.name")}
            maxLength={LIMITS.name}
          />
          <TextField
            {...field("address")}
            label={t("adminClients.sites.address")}
            maxLength={LIMITS.address}
          />
          <TextField
            {...field("timeZone")}
            label={t("adminClients.sites.timeZone")}
            hint={t("adminClients.sites.timeZoneHint")}
            maxLength={LIMITS.timeZone}
          />
        </>
      )}
    </RecordForm>
  );
}
