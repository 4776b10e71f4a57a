import { answerFromKeptPage } from "~/forms/kept-answer.server";
import type { FormResult } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { listIn } from "~/i18n/format";
import { langOfPath } from "~/i18n/languages";
import { ISLANDS_PAGE } from "~/islands/page";
import { submitLead } from "~/leads/forms.server";
import { AboutSection } from "~/marketing/home/AboutSection";
import { ContactSection } from "~/marketing/home/ContactSection";
import { HeroSection } from "~/marketing/home/HeroSection";
import { IndustriesSection } from "~/marketing/home/IndustriesSection";
import { ServicesSection } from "~/marketing/home/ServicesSection";
import { WhyChooseSection } from "~/marketing/home/WhyChooseSection";
import { contactSentPage } from "~/site/prerender";
import { companyFromMatches, localBusinessJsonLd, pageMeta, seoFromMatches } from "~/site/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  const company = companyFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/",
    title: seo.t("seo.home.title"),
    description: seo.t("seo.home.description", {
      states: listIn(company.states, seo.translator.locale),
    }),
    jsonLd: [localBusinessJsonLd(seo.origin, company, seo.translator)],
  });
};

/**
 * The page after a contact message sent without JavaScript (`contactSentPage`), which the
 * server keeps ready in each language: its banner says the message was sent.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get("sent") !== "contact") return { contactSent: null };
  const { t } = serverTranslator(langOfPath(url.pathname));
  return { contactSent: { ok: true, message: t("forms.contact.success") } satisfies FormResult };
}

/**
 * The Contact Us form posts here; a valid message is answered with the kept page above. The
 * server answers most posts before React Router (server/contact-post.ts): what reaches this
 * action carries its answer, to be shown on the page, or is a post the server left to it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const keptPage = contactSentPage(langOfPath(new URL(request.url).pathname));
  const answer = context.formAnswer ?? (await submitLead.contact(request, context));
  return answerFromKeptPage(context, answer, keptPage);
}

export const handle = ISLANDS_PAGE;

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div data-home-page>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <IndustriesSection />
      <WhyChooseSection />
      <ContactSection result={actionData ?? loaderData.contactSent ?? undefined} />
    </div>
  );
}
