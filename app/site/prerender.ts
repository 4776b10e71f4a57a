import { LANGUAGES, type Lang, pathIn } from "~/i18n/languages";
import { PUBLIC_PATHS } from "./seo";

/**
 * Pages the same for every visitor, which the server renders once and keeps ready to send
 * (server/public-pages.ts): the public pages of the sitemap and their aliases. The Employee Forms
 * screen is not among them: it shows each visitor their own state.
 */
export const PRERENDERED_PATHS: readonly string[] = LANGUAGES.flatMap((lang) =>
  [
    ...PUBLIC_PATHS.filter((path) => path !== "/team/employees"),
    "/employees/subcontractors",
    "/employees/gcs",
  ]
    // Kept under the key a request finds them by (no trailing slash: "/es/" is "/es").
    .map((path) => pathIn(lang, path).replace(/(.)\/$/, "$1")),
);
/**
 * Pages the same for every signed-out visitor: the sign-in pages and the Employee Forms screen
 * before a name is typed. Kept like the pages above, and sent only to a request with no session
 * cookie and no query; a signed-in visitor, or a link with a return address or a name, gets the
 * page rendered for them (docs/decisions/0022).
 */
export const SIGNED_OUT_PATHS: readonly string[] = [
  "/admin/login",
  "/account/login",
  "/team/employees",
  "/employees/forms",
  "/new-hires",
];

/**
 * The home page as a contact message sent without JavaScript leaves it, in the page's language:
 * its success banner ("/?sent=contact", "/es?sent=contact").
 */
export function contactSentPage(lang: Lang): string {
  return `${pathIn(lang, "/").replace(/(.)\/$/, "$1")}?sent=contact`;
}

/**
 * Form answers the server keeps ready and sends itself: a valid post without JavaScript is
 * answered with these bytes instead of a page rendered for it (docs/decisions/0022).
 */
export const KEPT_ANSWERS: readonly string[] = LANGUAGES.map(contactSentPage);
