import type { CompanyFacts } from "~/company/facts";
import { company as site } from "~/company/fixed-facts";
import { listIn } from "~/i18n/format";
import { LegalContactBlock, LegalList, type LegalSection, type LegalText } from "./LegalPage";

const software = site.software.name;

const sections: LegalSection[] = [
  {
    id: "information-we-collect",
    title: "Information we collect",
    body: (
      <>
        <p>We collect only what you give us through this website and what it needs to run:</p>
        <LegalList
          items={[
            <>
              <strong>Contact form:</strong> your name, email address, phone number if you give one,
              and your message.
            </>,
            <>
              <strong>Pricing request form:</strong> your name, email address, phone number, and, if
              you choose to tell us, your company size, industry and a message.
            </>,
            <>
              <strong>Free trial sign-up:</strong> your name and email address, and the fact that
              you asked for a trial of {software}.
            </>,
            <>
              <strong>Employee accounts:</strong> for our employees and new hires, their name, work
              email address, role and sign-in sessions. Passwords are never stored as written: we
              keep only a salted one-way hash.
            </>,
            <>
              <strong>New-hire onboarding:</strong> which of the onboarding forms each new hire has
              completed and when. The answers in those forms are collected by our form-hosting
              provider on our behalf; this website keeps only the name on each submission, the form
              it belongs to and its date.
            </>,
            <>
              <strong>Software integration settings:</strong> if you configure {software}{" "}
              integrations, the settings you submit. Secret values such as client secrets and access
              tokens are encrypted before they are stored.
            </>,
            <>
              <strong>Technical data:</strong> when you visit, our server records the address your
              request came from, the page requested, the time and the response, to keep the site
              secure and to stop abuse such as repeated form submissions.
            </>,
          ]}
        />
        <p>
          We do not use advertising or analytics cookies, tracking pixels or third-party trackers,
          and we do not buy personal information from anyone.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How we use your information",
    body: (
      <>
        <LegalList
          items={[
            "To answer your questions and prepare the quotes and proposals you ask for.",
            `To set up and support your free trial of ${software}.`,
            "To run new-hire onboarding, payroll and the employment records the law requires.",
            "To let employees and administrators sign in, and to keep their accounts secure.",
            "To protect the website and our customers from fraud, spam and abuse.",
            "To meet our legal, tax and licensing obligations.",
          ]}
        />
        <p>
          We do not sell your personal information, share it for advertising, or use it to build
          profiles of you. We send marketing e-mail only to people who asked us for information, and
          every such message explains how to stop it.
        </p>
      </>
    ),
  },
  {
    id: "how-long-we-keep-it",
    title: "How long we keep it",
    body: (
      <LegalList
        items={[
          "Contact messages, pricing requests and trial sign-ups, with our notes on them and the e-mails we exchanged about them: deleted automatically two years after the last activity on them (our last contact, note or change), unless you became our customer, when they are kept with the project records.",
          "Project records, quotes and invoices: for as long as tax, contract and contractor-licensing rules require, usually seven years.",
          "Employee accounts and onboarding records: for the length of employment and afterwards for the periods that employment law sets for personnel and payroll records.",
          "Server records of requests: for a short period, normally no more than 90 days, unless they are needed to investigate abuse.",
        ]}
      />
    ),
  },
  {
    id: "how-we-protect-it",
    title: "How we protect it",
    body: (
      <>
        <p>We protect the information we hold with measures suited to its sensitivity:</p>
        <LegalList
          items={[
            "Encrypted connections (HTTPS) between your browser and our website.",
            "Passwords stored only as salted hashes; integration secrets encrypted at rest.",
            "Access to leads and employee records limited to the administrators and HR staff who need it, with sign-in required and administrative actions logged.",
            "Limits on repeated sign-in attempts and form submissions.",
          ]}
        />
        <p>
          No system is perfectly secure. If we learn of a breach that affects your personal
          information, we will tell you and the authorities as the law requires.
        </p>
      </>
    ),
  },
  {
    id: "how-we-share-it",
    title: "How we share it",
    body: (
      <>
        <p>We share personal information only with:</p>
        <LegalList
          items={[
            "Service providers that run parts of our business for us under contract: our website hosting, our e-mail delivery service, and the form-hosting service that holds new-hire onboarding forms. They may use the information only to provide their service to us.",
            "Authorities, courts or others when the law requires it, or to protect our rights, our employees or the public.",
            "A buyer or successor, if our business or part of it is sold or reorganised, under this same policy.",
          ]}
        />
        <p>
          The Get a Quote button opens a quote form hosted by a separate provider; what you enter
          there is governed by that provider&apos;s privacy policy as well as this one.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>You can ask us at any time to:</p>
        <LegalList
          items={[
            "Access the personal information we hold about you.",
            "Correct information that is wrong or incomplete.",
            "Request deletion of your information: we then erase everything this website stores under your e-mail address (your requests, our notes on them and the copies of the e-mails about them), unless we must keep it by law.",
            "Opt out of marketing messages.",
            "Tell you how your information is used and who it has been shared with.",
          ]}
        />
        <p>
          Residents of California have these rights under the California Consumer Privacy Act among
          others, and we will not treat you differently for using them. Contact us using the details
          below; we answer within 30 days and may need to confirm your identity first.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <>
        <p>
          This website sets a single session cookie, and only when an employee or administrator
          signs in, to keep them signed in. It is removed when they sign out or the session expires.
          If you choose a language, the site remembers it in a cookie named &quot;lang&quot;.
          Visitors who do not sign in receive no other cookie from us.
        </p>
        <p>
          You can block or delete cookies in your browser&apos;s settings. Disabling cookies may
          affect functionality: without the session cookie, the employee and administrator sign-in
          will not work. The rest of the site works without cookies.
        </p>
      </>
    ),
  },
  {
    id: "contact-us",
    title: "Contact us",
    body: (
      <>
        <p>For questions about this policy or to use your rights, contact:</p>
        <LegalContactBlock />
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We may update this policy when our website or our practices change. Updates are posted on
        this page with a new last-updated date at the top. If a change materially affects how we use
        information we already hold, we will also tell the people concerned by e-mail.
      </p>
    ),
  },
];

/** The privacy policy in English; its facts (name, states, contact block) are the profile's. */
export const englishPrivacy: LegalText = (company: CompanyFacts, locale: string) => ({
  intro: (
    <p>
      {company.name} (&quot;we&quot;, &quot;us&quot;) is a licensed electrical, telecommunications
      and general contractor serving {listIn(company.states, locale)}. This policy explains what
      personal information this website collects, how we use, keep, protect and share it, and the
      rights you have over it.
    </p>
  ),
  sections,
});
