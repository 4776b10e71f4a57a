import type { CompanyFacts } from "~/company/facts";
import { company as site } from "~/company/fixed-facts";
import { listIn } from "~/i18n/format";
import { LegalContactBlock, LegalList, type LegalSection, type LegalText } from "./LegalPage";

const sections = (company: CompanyFacts, locale: string): LegalSection[] => [
  {
    id: "agreement",
    title: "Agreement to terms",
    body: (
      <p>
        These terms apply to your use of this website and to the services {company.name}{" "}
        (&quot;we&quot;, &quot;us&quot;) provides. By using the website or engaging us for work you
        agree to them. A signed proposal or contract for a specific project forms part of our
        agreement; where it differs from these terms, the signed document governs.
      </p>
    ),
  },
  {
    id: "services",
    title: "Services description",
    body: (
      <>
        <p>We provide, in {listIn(company.states, locale)}:</p>
        <LegalList
          items={[
            "Electrical installations and maintenance, including 277/480V three-phase systems.",
            "Fiber-optic and ethernet cabling, terminated, labeled and certified.",
            "Industrial utility services from 600V to 15KV.",
            "General contracting for tenant improvements, remodels and store refreshes.",
            "Point-of-sale and self-service kiosk installations.",
            "AI and automation: controls, monitoring and custom software.",
          ]}
        />
        <p>
          The scope, schedule and price of each project are set out in its written proposal or
          contract. Work outside that scope is done only under a written change order.
        </p>
      </>
    ),
  },
  {
    id: "professional-standards",
    title: "Professional standards",
    body: (
      <>
        <p>
          We hold the {listIn(company.licenses, locale)} licenses, and perform each kind of work
          under the license that covers it. All work complies with:
        </p>
        <LegalList
          items={[
            "The electrical and building codes adopted where the work is done, and any local amendments.",
            "The conditions of the permits issued for the project, with the required inspections.",
            "Occupational safety standards, including lockout/tagout and our written safety program.",
            "Manufacturer installation instructions and recognised industry standards for cabling and testing.",
          ]}
        />
      </>
    ),
  },
  {
    id: "client-responsibilities",
    title: "Client responsibilities",
    body: (
      <LegalList
        items={[
          "Give us safe access to the work areas at the agreed times, including after-hours access where it was agreed.",
          "Provide accurate drawings, site information and details of known hazards such as asbestos, energised equipment or confined spaces.",
          "Obtain the property owner's or landlord's approval where it is needed.",
          "Review and answer submittals, change orders and questions promptly so the schedule can hold.",
          "Keep equipment and systems we install within their intended use, and maintain them as the manufacturer recommends.",
        ]}
      />
    ),
  },
  {
    id: "payment-terms",
    title: "Payment terms",
    body: (
      <>
        <LegalList
          items={[
            "Quotes are valid for 30 days unless they say otherwise.",
            "Invoices are due within 30 days of receipt unless the contract sets other terms; larger projects are billed in progress payments as the contract provides.",
            "A deposit may be required for special-order equipment and long-lead materials.",
            "Change orders are priced and approved in writing before the added work starts.",
            "Late payments may incur the interest and the collection costs that the contract and the law allow, and we may pause work while an account is overdue.",
          ]}
        />
        <p>
          For work in California, the rights of contractors and suppliers to record mechanics liens
          are governed by state law and explained in the preliminary notices we are required to
          send.
        </p>
      </>
    ),
  },
  {
    id: "warranties",
    title: "Warranties",
    body: (
      <>
        <p>
          We warrant our workmanship for one year from completion, unless the contract states a
          different period. If a defect in our work appears during that time, we will correct it at
          no charge.
        </p>
        <p>
          Equipment and materials carry their manufacturers&apos; warranties, which we pass on to
          you. Our warranty does not cover damage from misuse, alterations or repairs by others,
          power surges, accidents, or events beyond our control. Except as stated here and in the
          contract, no other warranties are given, to the extent the law allows.
        </p>
      </>
    ),
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of liability",
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect, incidental or consequential
        losses, including lost profits, lost data or business interruption, and our total liability
        for any project is limited to the amount paid to us for that project. Nothing in these terms
        limits liability that cannot be limited by law, such as liability for gross negligence or
        wilful misconduct. Information on this website is general; it is not engineering advice for
        a specific project.
      </p>
    ),
  },
  {
    id: "insurance-and-licensing",
    title: "Insurance and licensing",
    body: (
      <p>
        We carry commercial general liability, automobile liability and workers&apos; compensation
        insurance, and provide certificates of insurance naming additional insureds on request. Our
        contractor licenses are active and can be verified with the licensing board of the state
        where the work is done. Subcontractors we engage must hold the licenses and insurance their
        work requires.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    body: (
      <p>
        The content of this website, our drawings, proposals, documentation and the{" "}
        {site.software.name} software remain our property. Once a project is paid in full, you may
        use the drawings and documents we delivered for operating and maintaining that project. You
        may not copy or republish website content, or reuse our documents for other projects,
        without our written permission.
      </p>
    ),
  },
  {
    id: "dispute-resolution",
    title: "Dispute resolution",
    body: (
      <>
        <p>If a disagreement arises, we agree to resolve it in this order:</p>
        <LegalList
          items={[
            "Negotiation: the people responsible on both sides meet in good faith to settle it within 30 days.",
            "Mediation: if negotiation fails, a neutral mediator agreed by both sides helps us reach a settlement, with the cost shared equally.",
            "Arbitration: if mediation fails, the dispute is decided by binding arbitration in California.",
          ]}
        />
        <p>
          These terms and any dispute about them are governed by the laws of the State of
          California.
        </p>
      </>
    ),
  },
  {
    id: "emergency-services",
    title: "Emergency services",
    body: (
      <p>
        Emergency service is available 24/7, including nights, weekends and holidays, for outages
        and unsafe conditions. Emergency calls are billed at premium rates, which we confirm when
        you call. Call the emergency line below; do not use the website forms for an emergency.
      </p>
    ),
  },
  {
    id: "contact-information",
    title: "Contact information",
    body: (
      <>
        <p>Questions about these terms or our services:</p>
        <LegalContactBlock emergency />
      </>
    ),
  },
  {
    id: "changes-to-terms",
    title: "Changes to terms",
    body: (
      <p>
        We may change these terms at any time. Changes are effective immediately on posting on this
        page, with a new last-updated date. Projects under a signed contract continue under the
        terms in force when that contract was signed.
      </p>
    ),
  },
];

/** The terms of service in English; the facts in them (name, states, licenses) are the profile's. */
export const englishTerms: LegalText = (company: CompanyFacts, locale: string) => ({
  intro: (
    <p>
      Please read these terms before using this website or engaging {company.name} for electrical,
      cabling, utility, automation, point-of-sale or general contracting work.
    </p>
  ),
  sections: sections(company, locale),
});
