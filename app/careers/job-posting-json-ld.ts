import type { CompanyFacts } from "~/company/facts";
import { businessId, postalAddress } from "~/company/seo";
import { absoluteUrl, type JsonLd } from "~/site/seo";

/** What the JSON-LD needs of a posting, in the page's language. */
export interface PostingForJsonLd {
  title: string;
  description: string;
  requirements: string;
  employmentType: string;
  payMin: number;
  payMax: number;
  payPeriod: string;
  /** `YYYY-MM-DD` */
  datePosted: string;
  closesOn: string;
  officeId: string;
}

/**
 * A posting as schema.org's JobPosting (what search engines show as a job): the pay range as
 * `baseSalary`, the office as `jobLocation`, the closing day's end as `validThrough`. React
 * Router writes it into the page with `<` escaped, so no text typed can end the script.
 */
export function jobPostingJsonLd(
  origin: string,
  path: string,
  posting: PostingForJsonLd,
  facts: CompanyFacts,
): JsonLd {
  const office = facts.offices.find((candidate) => candidate.id === posting.officeId);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: posting.title,
    description: `${posting.description}\n\n${posting.requirements}`,
    datePosted: posting.datePosted,
    validThrough: `${posting.closesOn}T23:59:59`,
    employmentType: posting.employmentType,
    url: absoluteUrl(origin, path),
    hiringOrganization: {
      "@type": "Organization",
      "@id": businessId(origin),
      name: facts.name,
      sameAs: absoluteUrl(origin, "/"),
    },
    ...(office ? { jobLocation: { "@type": "Place", address: postalAddress(office) } } : {}),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: {
        "@type": "QuantitativeValue",
        minValue: posting.payMin,
        maxValue: posting.payMax,
        unitText: posting.payPeriod,
      },
    },
  };
}
