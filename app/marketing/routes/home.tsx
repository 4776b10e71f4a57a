import { useEffect } from "react";
import { recordContactMessage } from "~/leads/leads.server";
import { contactMessageSchema } from "~/leads/leads.validation";
import { submitLeadForm } from "~/leads/submission.server";
import { AboutSection } from "~/marketing/home/AboutSection";
import { ContactSection } from "~/marketing/home/ContactSection";
import { HeroSection } from "~/marketing/home/HeroSection";
import { IndustriesSection } from "~/marketing/home/IndustriesSection";
import { ServicesSection } from "~/marketing/home/ServicesSection";
import { WhyChooseSection } from "~/marketing/home/WhyChooseSection";
import { homeSections } from "~/site/content";
import { messages } from "~/site/messages";
import { localBusinessJsonLd, originFromMatches, pageMeta } from "~/site/seo";
import { timings } from "~/site/timings";
import { pageTitle } from "~/site/titles";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  return pageMeta({
    origin,
    path: "/",
    title: "Home",
    description:
      "Licensed electrical, telecom, low-voltage and general contractor serving California and Florida since 2002: fiber and copper cabling, 277/480V 3-phase, 600V-15KV utility, automation and POS installs.",
    jsonLd: [localBusinessJsonLd(origin)],
  });
};

/** The Contact Us form posts here. */
export function action({ request, context }: Route.ActionArgs) {
  return submitLeadForm(request, context, {
    name: "contact",
    fields: ["name", "email", "phone", "message"],
    schema: contactMessageSchema,
    store: recordContactMessage,
    success: messages.contactSuccess,
    failure: messages.contactFailure,
  });
}

export default function Home({ actionData }: Route.ComponentProps) {
  useHomeHash();
  useSectionTitle();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <IndustriesSection />
      <WhyChooseSection />
      <ContactSection result={actionData} />
    </>
  );
}

/** "/" with no hash shows as "/#home" (SPEC.md section 2). */
function useHomeHash() {
  useEffect(() => {
    if (!window.location.hash) {
      window.history.replaceState(window.history.state, "", "/#home");
    }
  }, []);
}

/** On the home page the document title follows the section scrolled to. */
function useSectionTitle(offset: number = timings.sectionDetectionOffsetPx) {
  useEffect(() => {
    let current = "";
    let frame = 0;
    const update = () => {
      frame = 0;
      const position = window.scrollY + offset;
      let active: (typeof homeSections)[number] = homeSections[0];
      for (const section of homeSections) {
        const element = document.getElementById(section.id);
        if (element && element.getBoundingClientRect().top + window.scrollY <= position) {
          active = section;
        }
      }
      if (active.title !== current) {
        current = active.title;
        document.title = pageTitle(active.title);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [offset]);
}
