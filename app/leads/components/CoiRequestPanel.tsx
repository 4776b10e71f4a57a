import { CheckCircle2 } from "lucide-react";
import { useT } from "~/i18n/I18nContext";
import type { CoiRequestView } from "../pipeline/coi-request";

/**
 * A certificate request's fields on its lead page, grouped as the office works them: the date
 * needed and the wording first, then the project and the certificate holder, each name over its
 * address. One column on a phone, two from 640 px; long names wrap.
 */
export function CoiRequestPanel({ request }: { request: CoiRequestView }) {
  const t = useT();
  return (
    <section
      aria-labelledby="coi-request-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="coi-request-title" className="text-sm font-semibold text-navy-900">
        {t("adminLeadPage.coi.title")}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-5 text-sm sm:grid-cols-2 [&_dd]:mt-1 [&_dd]:break-words [&_dt]:font-medium [&_dt]:text-slate-600">
        <div>
          <dt>{t("adminLeadPage.coi.neededBy")}</dt>
          <dd className="text-base font-semibold text-navy-900">
            {request.neededBy ? (
              <time dateTime={request.neededBy.day}>{request.neededBy.text}</time>
            ) : (
              <span className="text-slate-500">{t("adminLeadPage.coi.notGiven")}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("adminLeadPage.coi.wording")}</dt>
          <dd>
            {request.wording.length > 0 ? (
              <ul className="space-y-1">
                {request.wording.map((item) => (
                  <li key={item} className="flex items-center gap-1.5 text-navy-900">
                    <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-slate-500">{t("adminLeadPage.coi.noneNamed")}</span>
            )}
          </dd>
        </div>
        <NameAndAddress label={t("adminLeadPage.coi.project")} {...request.project} />
        <NameAndAddress label={t("adminLeadPage.coi.holder")} {...request.holder} />
        <div className="sm:col-span-2">
          <dt>{t("adminLeadPage.coi.company")}</dt>
          <dd className="text-navy-900">{request.company}</dd>
        </div>
      </dl>
    </section>
  );
}

function NameAndAddress({
  label,
  name,
  address,
}: {
  label: string;
  name: string;
  address: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="font-semibold text-navy-900">{name}</dd>
      <dd className="text-slate-700">{address}</dd>
    </div>
  );
}
