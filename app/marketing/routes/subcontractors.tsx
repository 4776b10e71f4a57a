import { FileCheck2, Receipt, Scale, ShieldCheck } from "lucide-react";
import { ISLANDS_PAGE } from "~/islands/page";
import { ContractorPortal, type PortalItem } from "~/marketing/ContractorPortal";
import { pageMeta, seoFromMatches } from "~/site/seo";
import type { Route } from "./+types/subcontractors";

/** Served at /team/subcontractors and its alias /employees/subcontractors. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/team/subcontractors",
    title: seo.t("seo.subcontractors.title", { company: seo.companyName }),
    description: seo.t("seo.subcontractors.description", { company: seo.companyName }),
  });
};

const items: PortalItem[] = [
  {
    icon: ShieldCheck,
    title: "portals.subcontractors.coi.title",
    description: "portals.subcontractors.coi.description",
  },
  {
    icon: Scale,
    title: "portals.subcontractors.labor.title",
    description: "portals.subcontractors.labor.description",
  },
  {
    icon: FileCheck2,
    title: "portals.subcontractors.bond.title",
    description: "portals.subcontractors.bond.description",
  },
  {
    icon: Receipt,
    title: "portals.subcontractors.billing.title",
    description: "portals.subcontractors.billing.description",
  },
];

export const handle = ISLANDS_PAGE;

export default function SubcontractorsPage() {
  return (
    <ContractorPortal
      title="portals.subcontractors.title"
      audience="portals.subcontractors.audience"
      intro="portals.subcontractors.intro"
      items={items}
    />
  );
}
