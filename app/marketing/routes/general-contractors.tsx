import { BadgeCheck, Banknote, FileText, ShieldCheck } from "lucide-react";
import { ISLANDS_PAGE } from "~/islands/page";
import { ContractorPortal, type PortalItem } from "~/marketing/ContractorPortal";
import { pageMeta, seoFromMatches } from "~/site/seo";
import type { Route } from "./+types/general-contractors";

/** Served at /team/general-contractors and its alias /employees/gcs. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/team/general-contractors",
    title: seo.t("seo.generalContractors.title", { company: seo.companyName }),
    description: seo.t("seo.generalContractors.description", { company: seo.companyName }),
  });
};

const items: PortalItem[] = [
  { icon: FileText, title: "portals.gcs.w9.title", description: "portals.gcs.w9.description" },
  { icon: BadgeCheck, title: "portals.gcs.dir.title", description: "portals.gcs.dir.description" },
  {
    icon: ShieldCheck,
    title: "portals.gcs.insurance.title",
    description: "portals.gcs.insurance.description",
  },
  {
    icon: Banknote,
    title: "portals.gcs.banking.title",
    description: "portals.gcs.banking.description",
  },
];

export const handle = ISLANDS_PAGE;

export default function GeneralContractorsPage() {
  return (
    <ContractorPortal
      title="portals.gcs.title"
      audience="portals.gcs.audience"
      intro="portals.gcs.intro"
      items={items}
    />
  );
}
