import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { industries } from "~/site/content";
import { timings } from "~/site/timings";
import { RevealSection, SectionHeading, stagger } from "./Reveal";

export function IndustriesSection() {
  return (
    <RevealSection
      id="industries"
      labelledBy="industries-title"
      className="blueprint-grid bg-navy-900 px-4 py-24 text-white sm:px-6"
    >
      {
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="industries-title"
            eyebrow="Industries"
            title="Built for organisations that cannot go dark"
            intro="Public agencies, multi-site retailers and financial institutions trust us with work that has to be done right, on schedule and after hours."
            inverted
          />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {industries.map((industry, index) => (
              <li
                key={industry.id}
                style={stagger(index, timings.cardStaggerMs)}
                className={`reveal rounded-xl border border-navy-700 bg-navy-800/70 p-6`}
              >
                <industry.icon className="size-7 text-accent-400" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold">{industry.name}</h3>
                <p className="mt-2 text-navy-100">{industry.description}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Link
              to="/#contact"
              className="inline-flex items-center gap-2 rounded-md bg-accent-400 px-6 py-3 font-semibold text-navy-950 hover:bg-accent-300"
            >
              Contact Our Team
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
          </div>
        </div>
      }
    </RevealSection>
  );
}
