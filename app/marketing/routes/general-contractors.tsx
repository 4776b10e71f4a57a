import { BadgeCheck, Banknote, FileText, ShieldCheck } from "lucide-react";
import { ISLANDS_PAGE } from "~/islands/page";
import { ContractorPortal, type PortalItem } from "~/marketing/ContractorPortal";
import { company } from "~/site/company";
import { companyNameFromMatches, originFromMatches, pageMeta } from "~/site/seo";
import type { Route } from "./+types/general-contractors";

/** Served at /team/general-contractors and its alias /employees/gcs. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originFromMatches(matches),
    companyName: companyNameFromMatches(matches),
    path: "/team/general-contractors",
    title: "General Contractors",
    description: `The ${company.name} portal for general contractors: W-9, DIR registration, insurance coverage and limits, and payment remittance details.`,
  });

const items: PortalItem[] = [
  {
    icon: FileText,
    title: "W-9 Forms",
    description: "Our current signed W-9, ready for your vendor setup.",
  },
  {
    icon: BadgeCheck,
    title: "DIR Information",
    description:
      "Our California Department of Industrial Relations registration for public works projects.",
  },
  {
    icon: ShieldCheck,
    title: "Insurance Coverage & Limits",
    description:
      "Our coverage and limits, and how to request a certificate naming you as additional insured.",
  },
  {
    icon: Banknote,
    title: "Banking/Check Remittance Info",
    description: "Where to mail checks and how to set up electronic payments to us.",
  },
];

export const handle = ISLANDS_PAGE;

export default function GeneralContractorsPage() {
  return (
    <ContractorPortal
      title="General Contractors"
      audience="the general contractors we work for"
      intro="A portal for the general contractors who hire us is being built. No login is needed on this page: here is what it will hold and how to reach us meanwhile."
      items={items}
    />
  );
}
