import { ArrowLeft, ArrowRight, CheckCircle2, Clock, Phone } from "lucide-react";
import { Link } from "react-router";
import { useCompany } from "~/company/CompanyContext";
import { Island } from "~/islands/Island";
import { ISLANDS_PAGE } from "~/islands/page";
import { submitLead } from "~/leads/forms.server";
import { RevealPanel } from "~/marketing/RevealPanel";
import { company as site } from "~/site/company";
import { companyNameFromMatches, originFromMatches, pageMeta } from "~/site/seo";
import { timings } from "~/site/timings";
import { PageHero } from "~/ui/PageHero";
import type { Route } from "./+types/pricing";

const software = site.software.name;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originFromMatches(matches),
    companyName: companyNameFromMatches(matches),
    path: "/pricing",
    title: `${software} Pricing`,
    description: `Request pricing for ${software}, contractor management software for electrical, telecom, construction and utility contractors. A custom quote within 24 hours and an optional demo.`,
  });

/** The pricing request form posts here. */
export function action({ request, context }: Route.ActionArgs) {
  return submitLead.pricing(request, context);
}

/** The four things that happen after a request (docs/product.md#pricing-page). */
const nextSteps = [
  {
    title: "We review your request within 24 hours",
    text: "A product specialist who knows contracting reads your details and your message.",
  },
  {
    title: "We prepare a custom proposal",
    text: `Sized to your office staff, field crews and the ${software} tools you need.`,
  },
  {
    title: "You receive a detailed quote within 24 hours",
    text: "Per-user pricing, onboarding and data import, with nothing hidden.",
  },
  {
    title: "Optional demo",
    text: "A live walkthrough with your own kind of jobs, whenever suits your team.",
  },
];

export const handle = ISLANDS_PAGE;

export default function PricingPage({ actionData }: Route.ComponentProps) {
  const company = useCompany();
  const weekdays = company.hours[0];
  return (
    <>
      <PageHero eyebrow={`${software} · ${site.software.tagline}`} title={`${software} Pricing`}>
        <p>
          Every contractor runs differently. Tell us about your company and we will send a quote
          built for your crews, within 24 hours.
        </p>
      </PageHero>
      <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-5">
          <RevealPanel
            as="section"
            aria-labelledby="pricing-form-title"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
          >
            <h2 id="pricing-form-title" className="text-2xl font-bold text-navy-900">
              Request your custom quote
            </h2>
            <p className="mt-2 text-slate-600">
              Name, email and phone are required; everything else helps us size the quote.
            </p>
            <div className="mt-6">
              <Island name="pricingForm" props={{ fallback: actionData }} />
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
                What happens next?
              </h2>
              <ul className="mt-5 space-y-5">
                {nextSteps.map((step) => (
                  <li key={step.title} className="flex gap-3">
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-accent-400"
                      aria-hidden="true"
                    />
                    <div>
                      <p className="font-semibold">{step.title}</p>
                      <p className="mt-0.5 text-sm text-navy-200">{step.text}</p>
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
                Prefer to talk? Call us
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
                  {weekdays.days} {weekdays.time}
                </p>
              ) : null}
            </RevealPanel>

            <RevealPanel
              as="nav"
              delayMs={timings.cardStaggerMs * 3}
              aria-label="More about us"
              className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row"
            >
              <Link
                to="/features"
                className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-navy-800 hover:border-navy-400"
              >
                Explore all features
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link
                to="/"
                className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-navy-800 hover:border-navy-400"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back to Home
              </Link>
            </RevealPanel>
          </div>
        </div>
      </div>
    </>
  );
}
