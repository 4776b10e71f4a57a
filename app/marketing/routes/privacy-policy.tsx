import { useCompany } from "~/company/CompanyContext";
import { seoFromMatches } from "~/company/seo";
import { useTranslator } from "~/i18n/I18nContext";
import type { Lang } from "~/i18n/languages";
import { ISLANDS_PAGE } from "~/islands/page";
import { LegalPage, type LegalText } from "~/marketing/LegalPage";
import { englishPrivacy } from "~/marketing/privacy-policy.en";
import { spanishPrivacy } from "~/marketing/privacy-policy.es";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoFromMatches(matches);
  return pageMeta({
    ...seo,
    path: "/privacy-policy",
    title: seo.t("seo.privacy.title", { company: seo.companyName }),
    description: seo.t("seo.privacy.description", { company: seo.companyName }),
  });
};

export const handle = ISLANDS_PAGE;

/** The policy in each language: the same sections, written in each (LegalText). */
const privacy: Record<Lang, LegalText> = { en: englishPrivacy, es: spanishPrivacy };

export default function PrivacyPolicyPage() {
  const company = useCompany();
  const { lang, locale, t } = useTranslator();
  const { intro, sections } = privacy[lang](company, locale);
  return (
    <LegalPage
      title={t("seo.privacy.title")}
      intro={intro}
      sections={sections}
      notice={lang === "en" ? undefined : "legal.translationNotice"}
    />
  );
}
