import type { MetaDescriptor } from "react-router";
import { companyNameFromMatches } from "~/company/seo";
import { translatorFromMatches } from "~/i18n/page";
import type { MessageKey } from "~/i18n/translator";
import { pageTitle } from "~/site/titles";

type Matches = Parameters<typeof companyNameFromMatches>[0];

/**
 * The meta function of a page that search engines are not to list (an office page, a signed-in
 * person's): its title in the page's language, after it the profile's company name, and
 * `noindex`. Lent by the shell, so that the audit log, below `company`, is titled as every other
 * office page (docs/decisions/0105).
 */
export function privatePageMeta(title: MessageKey) {
  return ({ matches }: { matches: Matches }): MetaDescriptor[] => [
    {
      title: pageTitle(translatorFromMatches(matches).t(title), companyNameFromMatches(matches)),
    },
    { name: "robots", content: "noindex" },
  ];
}
