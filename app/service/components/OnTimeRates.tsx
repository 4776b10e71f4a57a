import { useT } from "~/i18n/I18nContext";

interface Rate {
  days: number;
  response: string;
  completion: string;
}

/** A client's on-time response and completion, one card per period (docs/service-desk.md#clocks). */
export function OnTimeRates({ rates }: { rates: Rate[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="rates-title"
      className="mb-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="rates-title" className="text-xl font-bold text-navy-900">
        {t("adminClients.rates.title")}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t("adminClients.rates.intro")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {rates.map((rate) => (
          <div key={rate.days} className="rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold text-navy-900">
              {t("adminClients.rates.days", { days: rate.days })}
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t("adminClients.rates.response")}</dt>
              <dd className="font-semibold text-navy-900">{rate.response}</dd>
              <dt className="text-slate-600">{t("adminClients.rates.completion")}</dt>
              <dd className="font-semibold text-navy-900">{rate.completion}</dd>
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
