import { CalendarCheck, CheckCircle2 } from "lucide-react";
import { useLang, useT } from "~/i18n/I18nContext";
import { pathIn } from "~/i18n/languages";

const NEXT_STEPS = [
  "onboarding.next.review",
  "onboarding.next.documents",
  "onboarding.next.startDate",
  "onboarding.next.payroll",
] as const;

/** After "Submit All Forms": the confirmation screen (docs/product.md#new-hires-portal). */
export function ConfirmationView({
  name,
  submittedAt,
  dashboardHref,
}: {
  name: string;
  submittedAt: string;
  dashboardHref: string;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <section
      aria-labelledby="confirmation-heading"
      className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-700" />
      <h2 id="confirmation-heading" className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">
        {t("onboarding.allSubmittedHeading")}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{t("onboarding.thankYou", { name })}</p>

      <div className="mt-8 rounded-lg border border-slate-200 bg-navy-50 p-5 text-left">
        <h3 className="font-semibold text-navy-900">{t("onboarding.whatHappensNext")}</h3>
        <ul className="mt-3 space-y-2.5 text-slate-700">
          {NEXT_STEPS.map((step) => (
            <li key={step} className="flex gap-2.5">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
              <span>{t(step)}</span>
            </li>
          ))}
        </ul>
      </div>

      <p className="mt-6 inline-flex items-center gap-2 text-sm text-slate-700">
        <CalendarCheck aria-hidden="true" className="size-4 text-navy-600" />
        {t("onboarding.confirmationSubmittedOn", { date: submittedAt })}
      </p>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a
          href={dashboardHref}
          className="rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-navy-800"
        >
          {t("onboarding.backToDashboard")}
        </a>
        <a
          href={pathIn(lang, "/new-hires")}
          className="rounded-md border border-navy-300 px-5 py-2.5 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {t("onboarding.goToPortal")}
        </a>
      </div>
    </section>
  );
}
