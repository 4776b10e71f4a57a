import { FileCheck2, Receipt, Scale, ShieldCheck } from "lucide-react";
import { ISLANDS_PAGE } from "~/islands/page";
import { ContractorPortal, type PortalItem } from "~/marketing/ContractorPortal";
import { company } from "~/site/company";
import { companyNameFromMatches, originFromMatches, pageMeta } from "~/site/seo";
import type { Route } from "./+types/subcontractors";

/** Served at /team/subcontractors and its alias /employees/subcontractors. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originFromMatches(matches),
    companyName: companyNameFromMatches(matches),
    path: "/team/subcontractors",
    title: "Subcontractors",
    description: `The ${company.name} subcontractor portal: insurance certificate, labor compliance, bond and billing requirements for subcontractors on our projects.`,
  });

const items: PortalItem[] = [
  {
    icon: ShieldCheck,
    title: "COI Requirements",
    description:
      "The insurance certificates we need before you start: general liability, auto and workers' compensation limits, and the additional-insured wording.",
  },
  {
    icon: Scale,
    title: "Labor Compliance Requirements",
    description:
      "Certified payroll, prevailing-wage, DIR registration and apprenticeship rules for public works projects.",
  },
  {
    icon: FileCheck2,
    title: "Bond Inquiries Information",
    description:
      "Who to ask for performance and payment bond details on a project you are bidding or working on.",
  },
  {
    icon: Receipt,
    title: "Billing Requirements",
    description:
      "How to submit invoices and pay applications, which lien releases to include, and when payments are made.",
  },
];

export const handle = ISLANDS_PAGE;

export default function SubcontractorsPage() {
  return (
    <ContractorPortal
      title="Subcontractors"
      audience="our subcontractors"
      intro="A portal for the subcontractors who work on our projects is being built. No login is needed on this page: here is what it will hold and how to reach us meanwhile."
      items={items}
    />
  );
}
