import { FileText, Menu, Newspaper, X } from "lucide-react";
import { useState } from "react";
import { onboardingMessages } from "~/site/messages";
import { FORM_DEFINITIONS, REQUIRED_FORM_NAMES } from "../catalogue";
import { COMMUTE_ALLOWANCE_MILES, formatDollars, MILEAGE_RATE_DOLLARS } from "../mileage";
import { MileageCalculator, type MileageState } from "./MileageCalculator";

const SECTIONS = [
  { id: "required-forms", title: "Required Forms" },
  { id: "pamphlets", title: "Pamphlets & Notices" },
  { id: "expenses", title: "Expense Reports" },
  { id: "mileage", title: "Mileage" },
  { id: "task-sheets", title: "Task Sheets" },
  { id: "invoices", title: "Invoices" },
];

/** The other places of the resources menu; each resolves to a page (docs/product.md#routes). */
const SITE_LINKS = [
  { href: "/team-portal", title: "Team Portal" },
  { href: "/home", title: "Home" },
  { href: "/about", title: "About" },
  { href: "/services", title: "Services" },
  { href: "/industries", title: "Industries" },
  { href: "/contact", title: "Contact" },
];

const requiredForms = FORM_DEFINITIONS.filter((form) => form.kind === "required");
const notices = FORM_DEFINITIONS.filter((form) => form.kind === "notice");

/** The Employee Resources tab: the document list and the pay policies, with their menu. */
export function ResourcesPanel({ mileage }: { mileage: MileageState }) {
  return (
    <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
      <ResourcesMenu />
      <div className="mt-6 space-y-10 lg:mt-0">
        <Section id="required-forms" title="Required Forms">
          <p>
            These {requiredForms.length} forms are required before your first day. Fill them in from
            the Employment Forms tab.
          </p>
          <ol className="mt-4 grid gap-2 sm:grid-cols-2">
            {requiredForms.map((form, index) => (
              <li
                key={form.number}
                className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                <span>
                  <span className="block font-semibold text-navy-900">
                    {REQUIRED_FORM_NAMES[index]}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {form.label}. {form.description}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="pamphlets" title="Pamphlets & Notices">
          <p>
            These {notices.length} pamphlets and notices explain your rights and benefits. Read each
            one and acknowledge it on its form.
          </p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {notices.map((form) => (
              <li
                key={form.number}
                className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <Newspaper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                <span>
                  <span className="block font-semibold text-navy-900">{form.name}</span>
                  <span className="block text-sm text-slate-600">
                    {form.label}. {form.description}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="expenses" title="Expense Reports">
          <ul className="list-disc space-y-1.5 pl-5">
            <li>Report each work week's expenses on one expense report, with the receipts.</li>
            <li>
              Expense reports are due by <strong>Sunday morning</strong> after the work week.
            </li>
            <li>
              Approved expenses are paid the <strong>following Friday</strong>.
            </li>
          </ul>
        </Section>

        <Section id="mileage" title="Mileage">
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              Mileage is paid at <strong>{formatDollars(MILEAGE_RATE_DOLLARS)} a mile</strong>.
            </li>
            <li>
              Driving from home to a job site within {COMMUTE_ALLOWANCE_MILES} miles of the
              corporate office is your normal commute and is not claimable.
            </li>
            <li>
              Beyond that, {COMMUTE_ALLOWANCE_MILES} miles one way ({COMMUTE_ALLOWANCE_MILES * 2}{" "}
              round trip) are deducted and the rest is paid.
            </li>
            <li>Claim mileage on your weekly expense report.</li>
          </ul>
          <div className="mt-5">
            <MileageCalculator initial={mileage} />
          </div>
        </Section>

        <Section id="task-sheets" title="Task Sheets">
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              Keep a task sheet for each day on a job site: the job, your hours and the work done.
            </li>
            <li>Task sheets back up your hours and the expenses and mileage you claim.</li>
            <li>Turn them in with your weekly expense report.</li>
          </ul>
        </Section>

        <Section id="invoices" title="Invoices">
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              Invoices are due within <strong>30 days of receipt</strong>.
            </li>
            <li>Put the job name and your task sheet dates on every invoice.</li>
          </ul>
        </Section>
      </div>
    </div>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="text-slate-700">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The resources menu. On small screens it folds behind Open Menu / Close Menu once scripts run;
 * without them it stays open, so every section is still one tap away.
 */
function ResourcesMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <nav aria-label="Employee resources" className="lg:sticky lg:top-32 lg:self-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="resources-menu"
        onClick={() => setOpen((value) => !value)}
        className="hidden w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold text-navy-900 shadow-sm in-data-js:max-lg:flex"
      >
        {open ? onboardingMessages.closeMenu : onboardingMessages.openMenu}
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
      </button>
      <div
        id="resources-menu"
        data-open={open ? "true" : "false"}
        className="mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-sm in-data-js:max-lg:data-[open=false]:hidden lg:mt-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
      >
        <ul className="space-y-0.5">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} onClick={close} className={menuLinkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 border-t border-slate-200 px-3 pt-3 text-xs font-semibold uppercase tracking-wider text-slate-500">
          Around the site
        </p>
        <ul className="mt-1 space-y-0.5">
          {SITE_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={close} className={menuLinkClass}>
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

const menuLinkClass =
  "block rounded-md px-3 py-2 text-sm font-medium text-navy-800 hover:bg-navy-50 hover:text-navy-950";
