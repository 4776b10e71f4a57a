import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { ClientAnswer } from "../../clients/client-forms.server";
import type { SiteRow } from "../../clients/client-page.server";
import { SERVICE_LIMITS as LIMITS } from "../../service.validation";
import { buttonClass, PAGE_FORM, smallButtonClass, typedFor } from "./client-form";

/** A new site's form, or (with `site`) one site's, folded under "Edit" until its errors show. */
export function SiteForm({ site, answer }: { site?: SiteRow; answer?: ClientAnswer }) {
  const t = useT();
  const typed = typedFor(answer, "site", site?.id);
  const values: Record<string, string> = typed.values ?? (site ? { ...site } : {});
  const idPrefix = site ? `site-${site.id}` : "new-site";
  const field = (name: string) => ({
    idPrefix,
    name,
    defaultValue: values[name] ?? "",
    error: typed.errors[name],
  });
  const form = (
    <AnswerForm
      answerTo={PAGE_FORM}
      answer={typed.reset}
      className="mt-3 grid gap-3 md:grid-cols-2"
      noValidate
    >
      <input type="hidden" name="intent" value={site ? "save-site" : "add-site"} />
      {site ? <input type="hidden" name="recordId" value={site.id} /> : null}
      {typed.own ? (
        <div className="md:col-span-2">
          <FormAnswer form={PAGE_FORM} answer={typed.own} className="" />
        </div>
      ) : null}
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
      <div className="md:col-span-2">
        <button type="submit" className={site ? smallButtonClass : buttonClass}>
          {site ? t("adminService.client.sites.save") : t("adminService.client.sites.add")}
        </button>
      </div>
    </AnswerForm>
  );
  if (!site) {
    return (
      <div className="mt-8">
        <h3 className="font-semibold text-navy-900">{t("adminService.client.sites.addTitle")}</h3>
        {form}
      </div>
    );
  }
  return (
    <details open={typed.values !== undefined} className="min-w-0 flex-1">
      <summary className={`${smallButtonClass} inline-block cursor-pointer`}>
        {t("adminService.client.sites.edit", { number: site.siteNumber })}
      </summary>
      {form}
    </details>
  );
}
