import { useCompany } from "~/company/CompanyContext";
import { seoFromMatches } from "~/company/seo";
import { useTranslator } from "~/i18n/I18nContext";
import type { Lang } from "~/i18n/languages";
import { ISLANDS_PAGE } from "~/islands/page";
import { LegalPage, type LegalText } from "~/marketing/LegalPage";
import { englishTerms } from "~/marketing/terms-of-service.en";
import { spanishTerms } from "~/marketing/terms-of-service.es";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/terms-of-service",
    title: seo.t("seo.terms.title", { company: seo.companyName }),
    description: seo.t("seo.terms.description", { company: seo.companyName }),
  });
};

export const handle = ISLANDS_PAGE;

/** The terms in each language: the same sections, written in each (LegalText). */
const terms: Record<Lang, LegalText> = { en: englishTerms, es: spanishTerms };

export default function TermsOfServicePage() {
  const company = useCompany();
  const { lang, locale, t } = useTranslator();
  const { intro, sections } = terms[lang](company, locale);
  return (
    <LegalPage
      title={t("seo.terms.title")}
      intro={intro}
      sections={sections}
      notice={lang === "en" ? undefined : "legal.translationNotice"}
    />
  );
}
