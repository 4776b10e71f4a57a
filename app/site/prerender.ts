import { PUBLIC_PATHS } from "./seo";

/**
 * Pages rendered at build time: the public pages of the sitemap and their aliases. They depend on
 * nothing but the code and the build-time PUBLIC_URL (canonical links), so a file serves them.
 * The Employee Forms screen is not among them: it shows each visitor their own state.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ...PUBLIC_PATHS.filter((path) => path !== "/team/employees"),
  "/employees/subcontractors",
  "/employees/gcs",
];
