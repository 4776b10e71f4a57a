import { ArrowLeft } from "lucide-react";
import { useCompany } from "~/company/CompanyContext";
import type { CompanyFacts } from "~/company/facts";
import { useLocalPath, useT, useTranslator } from "~/i18n/I18nContext";
import type { MessageKey } from "~/i18n/translator";
import { PageHero } from "~/ui/PageHero";

/** The month both legal pages were last revised; a change gets a new date here. */
const LEGAL_LAST_UPDATED = "January 2025";
/** The same month as a date, written in the page's language. */
const LEGAL_LAST_UPDATED_MONTH = new Date(Date.UTC(2025, 0, 15));

export interface LegalSection {
  id: string;
  title: string;
  body: React.ReactNode;
}

/**
 * A legal document in one language, written against the current profile: each language's module
 * (`privacy-policy.en.tsx`, `privacy-policy.es.tsx`, …) exports one, and the route picks the
 * page's. The facts in it (name, states, licenses) are the profile's, never the example's.
 */
export type LegalText = (
  company: CompanyFacts,
  locale: string,
) => { intro: React.ReactNode; sections: LegalSection[] };

/** A long legal document: title band, a table of contents, numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
  notice,
}: {
  title: string;
  intro: React.ReactNode;
  sections: LegalSection[];
  /** A line above the text: that it is a translation, or that it is in English only. */
  notice?: MessageKey;
}) {
  const { t, lang, locale } = useTranslator();
  const localPath = useLocalPath();
  const date =
    lang === "en"
      ? LEGAL_LAST_UPDATED
      : new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
          LEGAL_LAST_UPDATED_MONTH,
        );
  return (
    <>
      <PageHero eyebrow={t("legal.eyebrow")} title={title}>
        <p>{t("legal.lastUpdated", { date })}</p>
        {notice ? <p className="mt-2 text-sm text-navy-200">{t(notice)}</p> : null}
      </PageHero>
      <div className="bg-white px-4 py-12 sm:px-6 lg:py-16">
        <div className="mx-auto max-w-7xl">
          <a
            href={localPath("/")}
            className="inline-flex items-center gap-2 font-semibold text-navy-700 hover:text-amber-700"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("legal.backHome")}
          </a>
          <div className="mt-10 grid gap-12 lg:grid-cols-[16rem_1fr]">
            <nav aria-labelledby="toc-title" className="lg:sticky lg:top-32 lg:self-start">
              <h2
                id="toc-title"
                className="text-sm font-semibold uppercase tracking-wider text-navy-800"
              >
                {t("legal.onThisPage")}
              </h2>
              <ol className="mt-4 space-y-2 border-l border-slate-200 text-sm">
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="-ml-px block border-l-2 border-transparent py-0.5 pl-4 text-slate-600 hover:border-navy-400 hover:text-navy-900"
                    >
                      {index + 1}. {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="max-w-3xl">
              <div className="text-lg leading-relaxed text-slate-700">{intro}</div>
              {sections.map((section, index) => (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={`${section.id}-title`}
                  className="mt-12 border-t border-slate-200 pt-10"
                >
                  <h2
                    id={`${section.id}-title`}
                    className="text-2xl font-bold tracking-tight text-navy-900"
                  >
                    {index + 1}. {section.title}
                  </h2>
                  <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                    {section.body}
                  </div>
                </section>
              ))}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/** A bulleted list inside a legal section. */
export function LegalList({ items }: { items: React.ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-navy-400">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The company's postal and phone contact, as the legal pages give it. */
export function LegalContactBlock({ emergency = false }: { emergency?: boolean }) {
  const company = useCompany();
  const t = useT();
  const headquarters = company.offices[0];
  return (
    <address className="rounded-xl border border-slate-200 bg-slate-50 p-6 not-italic">
      <p className="font-semibold text-navy-900">{company.name}</p>
      {headquarters ? (
        <p className="mt-1">
          {headquarters.street}
          <br />
          {headquarters.city}, {headquarters.region} {headquarters.postalCode}
        </p>
      ) : null}
      <p className="mt-3">
        {t("legal.phone")}{" "}
        <a href={`tel:${company.phone.tel}`} className="font-medium text-navy-800 underline">
          {company.phone.display}
        </a>
      </p>
      {emergency ? (
        <p>
          {t("legal.emergency")}{" "}
          <a
            href={`tel:${company.emergencyPhone.tel}`}
            className="font-medium text-navy-800 underline"
          >
            {company.emergencyPhone.display}
          </a>
        </p>
      ) : null}
      <p>
        {t("legal.email")}{" "}
        <a href={`mailto:${company.email}`} className="font-medium text-navy-800 underline">
          {company.email}
        </a>
      </p>
    </address>
  );
}
