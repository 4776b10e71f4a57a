import { PUBLIC_PATHS } from "./seo";

/**
 * Pages the same for every visitor, which the server renders once and keeps ready to send
 * (server/public-pages.ts): the public pages of the sitemap and their aliases. The Employee Forms
 * screen is not among them: it shows each visitor their own state.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ...PUBLIC_PATHS.filter((path) => path !== "/team/employees"),
  "/employees/subcontractors",
  "/employees/gcs",
];
