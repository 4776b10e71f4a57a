import { ISLANDS_PAGE } from "~/islands/page";
import { submitLead } from "~/leads/forms.server";
import { AboutSection } from "~/marketing/home/AboutSection";
import { ContactSection } from "~/marketing/home/ContactSection";
import { HeroSection } from "~/marketing/home/HeroSection";
import { IndustriesSection } from "~/marketing/home/IndustriesSection";
import { ServicesSection } from "~/marketing/home/ServicesSection";
import { WhyChooseSection } from "~/marketing/home/WhyChooseSection";
import { companyFromMatches, localBusinessJsonLd, originFromMatches, pageMeta } from "~/site/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  const company = companyFromMatches(matches);
  return pageMeta({
    origin,
    companyName: company.name,
    path: "/",
    title: "Home",
    description:
      "Licensed electrical, telecom, low-voltage and general contractor serving California and Florida since 2002: fiber and copper cabling, 277/480V 3-phase, 600V-15KV utility, automation and POS installs.",
    jsonLd: [localBusinessJsonLd(origin, company)],
  });
};

/** The Contact Us form posts here. */
export function action({ request, context }: Route.ActionArgs) {
  return submitLead.contact(request, context);
}

export const handle = ISLANDS_PAGE;

export default function Home({ actionData }: Route.ComponentProps) {
  return (
    <div data-home-page>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <IndustriesSection />
      <WhyChooseSection />
      <ContactSection result={actionData} />
    </div>
  );
}
