/**
 * The pages that are also in Spanish, under /es/ (docs/architecture.md#languages): each route
 * module with its English paths. `app/routes.ts` adds a Spanish route for each path; the header
 * offers the other language only on these. To translate a page, add it here. A plain module
 * without imports: the route table is read before the app's aliases exist.
 */
export const SPANISH_PAGES: readonly { file: string; id: string; paths: readonly string[] }[] = [
  { file: "marketing/routes/home.tsx", id: "home", paths: ["/"] },
  { file: "marketing/routes/features.tsx", id: "features", paths: ["/features"] },
  { file: "marketing/routes/software-tools.tsx", id: "software-tools", paths: ["/software-tools"] },
  { file: "marketing/routes/pricing.tsx", id: "pricing", paths: ["/pricing"] },
  { file: "marketing/routes/quote.ts", id: "quote", paths: ["/quote"] },
  {
    file: "marketing/routes/service.tsx",
    id: "service",
    paths: [
      "copper-fiber",
      "3phase",
      "industrial-utility",
      "automation",
      "pos-systems",
      "general-contracting",
    ].map((slug) => `/services/${slug}`),
  },
  { file: "marketing/routes/privacy-policy.tsx", id: "privacy-policy", paths: ["/privacy-policy"] },
  {
    file: "marketing/routes/terms-of-service.tsx",
    id: "terms-of-service",
    paths: ["/terms-of-service"],
  },
  {
    file: "marketing/routes/subcontractors.tsx",
    id: "subcontractors",
    paths: ["/team/subcontractors", "/employees/subcontractors"],
  },
  {
    file: "marketing/routes/general-contractors.tsx",
    id: "general-contractors",
    paths: ["/team/general-contractors", "/employees/gcs"],
  },
  {
    file: "onboarding/routes/employee-forms.tsx",
    id: "employee-forms",
    paths: ["/team/employees", "/employees/forms", "/new-hires"],
  },
  { file: "leads/routes/trial.tsx", id: "trial", paths: ["/leads/trial"] },
  {
    file: "integrations/routes/configuration.tsx",
    id: "configuration",
    paths: ["/software-solutions/configuration"],
  },
  // The hire's own pages: what the invitation, the portal and the hub link to.
  {
    file: "onboarding/routes/employee-hub.tsx",
    id: "employee-hub",
    paths: ["/team/employees/hub"],
  },
  { file: "auth/routes/employee-info.tsx", id: "employee-info", paths: ["/employees/info"] },
  { file: "auth/routes/set-password.tsx", id: "set-password", paths: ["/account/set-password"] },
  { file: "auth/routes/account-login.tsx", id: "account-login", paths: ["/account/login"] },
  {
    file: "auth/routes/forgot-password.tsx",
    id: "forgot-password",
    paths: ["/account/forgot-password"],
  },
];

/** English paths that have a Spanish page. */
export const SPANISH_PATHS: ReadonlySet<string> = new Set(
  SPANISH_PAGES.flatMap((page) => page.paths),
);
