import { useCompany } from "~/company/CompanyContext";
import { useT } from "~/i18n/I18nContext";
import { Island } from "~/islands/Island";

/**
 * The free-trial sign-up in a page (/features, /software-tools): the header's menu holds the same
 * form, but only on a wide screen with a pointer, so a phone reaches the trial here. `id` is the
 * anchor a link can jump to; `children` are the section's other ways on (pricing, features).
 */
export function TrialCallout({ id, children }: { id: string; children?: React.ReactNode }) {
  const t = useT();
  const { phone } = useCompany();
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="scroll-mt-28 bg-white px-4 py-16 sm:px-6 lg:py-20"
    >
      <div className="blueprint-grid mx-auto grid max-w-7xl gap-10 rounded-2xl bg-navy-900 p-6 text-white sm:p-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
            {t("software.tools.trialEyebrow")}
          </p>
          <h2 id={titleId} className="mt-2 text-3xl font-bold tracking-tight">
            {t("software.tools.trialTitle")}
          </h2>
          <p className="mt-4 text-lg text-navy-100">{t("software.tools.trialIntro")}</p>
          {children ? <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
        </div>
        <div className="rounded-xl border border-navy-700 bg-navy-950/60 p-6 sm:p-8">
          <Island name="trialForm" props={{ phone: phone.display, idPrefix: `${id}-form` }} />
        </div>
      </div>
    </section>
  );
}

/** A secondary link of the callout, on its dark ground. */
export const trialCalloutLinkClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-white/30 px-5 py-3 font-semibold text-white hover:bg-white/10";
