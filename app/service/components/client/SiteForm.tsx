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
        addTitle: t("adminService.client.sites.addTitle"),
        add: t("adminService.client.sites.add"),
        edit: site ? t("adminService.client.sites.edit", { number: site.siteNumber }) : "",
        save: t("adminService.client.sites.save"),
      }}
    >
      {(field) => (
        <>
          <TextField
            {...field("siteNumber")}
            label={t("adminService.client.sites.number")}
            maxLength={LIMITS.siteNumber}
          />
          <TextField
            {...field("name")}
            label={t("adminService.client.sites.name")}
            maxLength={LIMITS.name}
          />
          <TextField
            {...field("address")}
            label={t("adminService.client.sites.address")}
            maxLength={LIMITS.address}
          />
          <TextField
            {...field("timeZone")}
            label={t("adminService.client.sites.timeZone")}
            hint={t("adminService.client.sites.timeZoneHint")}
            maxLength={LIMITS.timeZone}
          />
        </>
      )}
    </RecordForm>
  );
}
