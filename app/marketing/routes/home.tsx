import { data } from "react-router";
import { companyFromMatches, localBusinessJsonLd, seoFromMatches } from "~/company/seo";
import { listIn } from "~/i18n/format";
import { ISLANDS_PAGE } from "~/islands/page";
import { postLeadForm, sentLeadForm } from "~/leads/forms/forms.server";
import { AboutSection } from "~/marketing/home/AboutSection";
import { ContactSection } from "~/marketing/home/ContactSection";
import { HeroSection } from "~/marketing/home/HeroSection";
import { IndustriesSection } from "~/marketing/home/IndustriesSection";
import { ServicesSection } from "~/marketing/home/ServicesSection";
import { WhyChooseSection } from "~/marketing/home/WhyChooseSection";
import { publishedCoverage } from "~/projects/projects.server";
import { pageMeta } from "~/site/seo";
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
 * The contact form's success, shown once after a post without JavaScript; the markets and
 * services the published projects back, which the claims link to.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sent = sentLeadForm(request, "contact");
  const backed = await publishedCoverage(context.database.db);
  return data({ contactSent: sent.result, backed }, { headers: sent.headers });
}

/** The Contact Us form posts here without JavaScript (Post/Redirect/Get). */
export function action({ request, context }: Route.ActionArgs) {
  return postLeadForm("contact", request, context);
}

export const handle = ISLANDS_PAGE;

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { backed } = loaderData;
  const anyProject = backed.markets.length > 0;
  return (
    <div data-home-page>
      <HeroSection />
      <AboutSection anyProject={anyProject} />
      <ServicesSection backed={backed.services} />
      <IndustriesSection backed={backed.markets} />
      <WhyChooseSection anyProject={anyProject} />
      <ContactSection result={actionData ?? loaderData.contactSent ?? undefined} />
    </div>
  );
}
