import { ArrowLeft, ArrowRight, CheckCircle2, Clock, Phone } from "lucide-react";
import { data } from "react-router";
import { useCompany } from "~/company/CompanyContext";
import { company as site } from "~/company/fixed-facts";
import { seoFromMatches } from "~/company/seo";
import { dayRange } from "~/i18n/format";
import { useLocalPath, useTranslator } from "~/i18n/I18nContext";
import type { MessageKey } from "~/i18n/translator";
import { Island } from "~/islands/Island";
import { ISLANDS_PAGE } from "~/islands/page";
import { postLeadForm, sentLeadForm } from "~/leads/forms/forms.server";
import { RevealPanel } from "~/marketing/RevealPanel";
import { localeFormat } from "~/site/locale-format";
import { pageMeta } from "~/site/seo";
import { timings } from "~/site/timings";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/pricing";

const software = site.software.name;

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/pricing",
    title: seo.t("seo.pricing.title", { software }),
    description: seo.t("seo.pricing.description", { software }),
  });
};

/** The pricing request's success, shown once after a post without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const sent = sentLeadForm(request, "pricing");
  return data({ sent: sent.result }, { headers: sent.headers });
}

/** The pricing request form posts here without JavaScript (Post/Redirect/Get). */
export function action({ request, context }: Route.ActionArgs) {
  return postLeadForm("pricing", request, context);
}

/** The four things that happen after a request (docs/product.md#pricing-page). */
const nextSteps: { title: MessageKey; text: MessageKey }[] = [
  { title: "pricing.step1.title", text: "pricing.step1.text" },
  { title: "pricing.step2.title", text: "pricing.step2.text" },
  { title: "pricing.step3.title", text: "pricing.step3.text" },
  { title: "pricing.step4.title", text: "pricing.step4.text" },
];

export const handle = ISLANDS_PAGE;

export default function PricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const { t, locale, lang } = useTranslator();
  const localPath = useLocalPath();
  const weekdays = company.hours[0];
  const headquarters = company.offices[0];
  return (
    <>
      <PageHero
        eyebrow={`${software} · ${t("software.tagline")}`}
        title={t("pricing.title", { software })}
      >
        <p>{t("pricing.intro")}</p>
      </PageHero>
      <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-5">
          <RevealPanel
            as="section"
            aria-labelledby="pricing-form-title"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
          >
            <h2 id="pricing-form-title" className="text-2xl font-bold text-navy-900">
              {t("pricing.formTitle")}
            </h2>
            <p className="mt-2 text-slate-600">{t("pricing.formIntro")}</p>
            <div className="mt-6">
              <Island
                name="pricingForm"
                props={{
                  fallback: actionData ?? loaderData.sent ?? undefined,
                  phone: company.phone.display,
                }}
              />
            </div>
          </RevealPanel>

          <div className="space-y-6 lg:col-span-2">
            <RevealPanel
              as="section"
              delayMs={timings.cardStaggerMs}
              aria-labelledby="next-steps-title"
              className="rounded-xl bg-navy-900 p-6 text-white sm:p-8"
            >
              <h2 id="next-steps-title" className="text-xl font-semibold">
                {t("pricing.nextTitle")}
              </h2>
              <ul className="mt-5 space-y-5">
                {nextSteps.map((step) => (
                  <li key={step.title} className="flex gap-3">
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-accent-400"
                      aria-hidden="true"
                    />
                    <div>
                      <p className="font-semibold">{t(step.title)}</p>
                      <p className="mt-0.5 text-sm text-navy-200">{t(step.text, { software })}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </RevealPanel>

            <RevealPanel
              as="section"
              delayMs={timings.cardStaggerMs * 2}
              aria-labelledby="call-us-title"
              className="rounded-xl border border-slate-200 bg-white p-6 sm:p-8"
            >
              <h2
                id="call-us-title"
                className="flex items-center gap-2 text-xl font-semibold text-navy-900"
              >
                <Phone className="size-5 text-amber-700" aria-hidden="true" />
                {t("pricing.callTitle")}
              </h2>
              <p className="mt-3">
                <a
                  href={`tel:${company.phone.tel}`}
                  className="text-2xl font-bold text-navy-900 underline-offset-4 hover:underline"
                >
                  {company.phone.display}
                </a>
              </p>
              {weekdays ? (
                <p className="mt-3 flex items-center gap-2 text-slate-700">
                  <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {dayRange(weekdays.days, locale, "long")}{" "}
                  {weekdays.time === "Closed"
                    ? t("home.contact.closed")
                    : `${weekdays.time} (${localeFormat(lang).zoneName(headquarters?.timeZone ?? company.timeZone)})`}
                </p>
              ) : null}
            </RevealPanel>

            <RevealPanel
              as="nav"
              delayMs={timings.cardStaggerMs * 3}
              aria-label={t("pricing.moreAboutUs")}
              className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row"
            >
              <a
                href={localPath("/features")}
                className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-navy-800 hover:border-navy-400"
              >
                {t("pricing.exploreFeatures")}
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
              <a
                href={localPath("/")}
                className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-navy-800 hover:border-navy-400"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t("pricing.backHome")}
              </a>
            </RevealPanel>
          </div>
        </div>
      </div>
    </>
  );
}
