import { FileText, Menu, Newspaper, X } from "lucide-react";
import { useState } from "react";
import { RichText, useLang, useT, useTranslator } from "~/i18n/I18nContext";
import { pathIn } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/translator";
import { localeFormat } from "~/site/locale-format";
import { FORM_DEFINITIONS, REQUIRED_FORM_NAMES } from "../catalogue";
import { FORM_DESCRIPTION_KEYS, FORM_NAME_KEYS, formLabel } from "../form-names";
import { COMMUTE_ALLOWANCE_MILES, MILEAGE_RATE_DOLLARS } from "../mileage";
import { MileageCalculator, type MileageState } from "./MileageCalculator";

const SECTIONS: ReadonlyArray<{ id: string; title: MessageKey }> = [
  { id: "required-forms", title: "onboarding.resources.requiredForms" },
  { id: "pamphlets", title: "onboarding.resources.pamphlets" },
  { id: "expenses", title: "onboarding.resources.expenses" },
  { id: "mileage", title: "onboarding.resources.mileage" },
  { id: "task-sheets", title: "onboarding.resources.taskSheets" },
  { id: "invoices", title: "onboarding.resources.invoices" },
];

/**
 * The other places of the resources menu; each resolves to a page (docs/product.md#routes). In
 * Spanish they lead straight to the Spanish pages the English addresses redirect to.
 */
const SITE_LINKS: ReadonlyArray<{ href: string; spanish: string; title: MessageKey }> = [
  { href: "/team-portal", spanish: "/team/employees", title: "common.teamPortal.title" },
  { href: "/home", spanish: "/#home", title: "common.nav.home" },
  { href: "/about", spanish: "/#about", title: "common.nav.about" },
  { href: "/services", spanish: "/#services", title: "common.nav.services" },
  { href: "/industries", spanish: "/#industries", title: "common.nav.industries" },
  { href: "/contact", spanish: "/#contact", title: "common.nav.contact" },
  { href: "/careers", spanish: "/careers", title: "common.nav.careers" },
];

const requiredForms = FORM_DEFINITIONS.filter((form) => form.kind === "required");
const notices = FORM_DEFINITIONS.filter((form) => form.kind === "notice");

/** The Employee Resources tab: the document list and the pay policies, with their menu. */
export function ResourcesPanel({ mileage }: { mileage: MileageState }) {
  const translator = useTranslator();
  const t = translator.t;
  const english = useLang() === "en";
  const strong = { strong: (chunk: string) => <strong>{chunk}</strong> };
  const rate = localeFormat(translator.lang).dollars(MILEAGE_RATE_DOLLARS);
  return (
    <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
      <ResourcesMenu />
      <div className="mt-6 space-y-10 lg:mt-0">
        <Section id="required-forms" title={t("onboarding.resources.requiredForms")}>
          <p>{t("onboarding.resources.requiredIntro", { count: requiredForms.length })}</p>
          <ol className="mt-4 grid gap-2 sm:grid-cols-2">
            {requiredForms.map((form, index) => (
              <li
                key={form.number}
                className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                <span>
                  <span className="block font-semibold text-navy-900">
                    {english ? REQUIRED_FORM_NAMES[index] : t(FORM_NAME_KEYS[form.number - 1]!)}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {formLabel(translator, form.number)}
                    {`. ${t(FORM_DESCRIPTION_KEYS[form.number - 1]!)}`}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="pamphlets" title={t("onboarding.resources.pamphlets")}>
          <p>{t("onboarding.resources.pamphletsIntro", { count: notices.length })}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {notices.map((form) => (
              <li
                key={form.number}
                className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <Newspaper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                <span>
                  <span className="block font-semibold text-navy-900">
                    {english ? form.name : t(FORM_NAME_KEYS[form.number - 1]!)}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {formLabel(translator, form.number)}
                    {`. ${t(FORM_DESCRIPTION_KEYS[form.number - 1]!)}`}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="expenses" title={t("onboarding.resources.expenses")}>
          <ul className="list-disc space-y-1.5 pl-5">
            <li>{t("onboarding.resources.expenses.weekly")}</li>
            <li>
              <RichText k="onboarding.resources.expenses.due" tags={strong} />
            </li>
            <li>
              <RichText k="onboarding.resources.expenses.paid" tags={strong} />
            </li>
          </ul>
        </Section>

        <Section id="mileage" title={t("onboarding.resources.mileage")}>
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              <RichText k="onboarding.resources.mileage.rate" values={{ rate }} tags={strong} />
            </li>
            <li>{t("onboarding.resources.mileage.commute", { miles: COMMUTE_ALLOWANCE_MILES })}</li>
            <li>
              {t("onboarding.resources.mileage.deducted", {
                miles: COMMUTE_ALLOWANCE_MILES,
                roundTrip: COMMUTE_ALLOWANCE_MILES * 2,
              })}
            </li>
            <li>{t("onboarding.resources.mileage.claim")}</li>
          </ul>
          <div className="mt-5">
            <MileageCalculator initial={mileage} />
          </div>
        </Section>

        <Section id="task-sheets" title={t("onboarding.resources.taskSheets")}>
          <ul className="list-disc space-y-1.5 pl-5">
            <li>{t("onboarding.resources.taskSheets.daily")}</li>
            <li>{t("onboarding.resources.taskSheets.backup")}</li>
            <li>{t("onboarding.resources.taskSheets.turnIn")}</li>
          </ul>
        </Section>

        <Section id="invoices" title={t("onboarding.resources.invoices")}>
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              <RichText k="onboarding.resources.invoices.due" tags={strong} />
            </li>
            <li>{t("onboarding.resources.invoices.details")}</li>
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
  const t = useT();
  const lang = useLang();
  return (
    <nav aria-label={t("onboarding.resources.menu")} className="lg:sticky lg:top-32 lg:self-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="resources-menu"
        onClick={() => setOpen((value) => !value)}
        className="hidden w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold text-navy-900 shadow-sm in-data-js:max-lg:flex"
      >
        {open ? t("onboarding.resources.closeMenu") : t("onboarding.resources.openMenu")}
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
                {t(section.title)}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 border-t border-slate-200 px-3 pt-3 text-xs font-semibold uppercase tracking-wider text-slate-500">
          {t("onboarding.resources.aroundSite")}
        </p>
        <ul className="mt-1 space-y-0.5">
          {SITE_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={lang === "en" ? link.href : pathIn(lang, link.spanish)}
                onClick={close}
                className={menuLinkClass}
              >
                {t(link.title)}
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
