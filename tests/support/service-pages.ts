/** The six service pages' paths, in the order the home page lists them: what the tests expect. */
export const SERVICE_PAGE_PATHS = [
  "/services/copper-fiber",
  "/services/3phase",
  "/services/industrial-utility",
  "/services/automation",
  "/services/pos-systems",
  "/services/general-contracting",
];
