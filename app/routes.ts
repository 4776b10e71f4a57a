import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { SPANISH_PAGES } from "./i18n/spanish-pages";
import { ADMIN_AREA } from "./layout/admin-area";

/** One module can serve several paths (the aliases of docs/product.md#routes); each needs its own route id. */
function aliases(paths: string[], file: string, idPrefix: string) {
  return paths.map((path) => route(path, file, { id: `${idPrefix}:${path}` }));
}

const servicePaths = [
  "copper-fiber",
  "3phase",
  "industrial-utility",
  "automation",
  "pos-systems",
  "general-contracting",
].map((slug) => `services/${slug}`);

/**
 * The Spanish copies of the public pages, under /es/ (docs/architecture.md#languages): the same
 * modules, which read the language from the URL. English keeps today's paths.
 */
function spanish(paths: readonly string[], file: string, idPrefix: string) {
  return paths.map((path) =>
    route(path === "/" ? "es" : `es${path}`, file, { id: `es:${idPrefix}:${path}` }),
  );
}

/** The route table of docs/product.md#routes. */
export default [
  index("marketing/routes/home.tsx"),
  route("features", "marketing/routes/features.tsx"),
  route("software-tools", "marketing/routes/software-tools.tsx"),
  route("pricing", "marketing/routes/pricing.tsx"),
  route("quote", "marketing/routes/quote.ts"),
  ...aliases(servicePaths, "marketing/routes/service.tsx", "service"),
  route("privacy-policy", "marketing/routes/privacy-policy.tsx"),
  route("terms-of-service", "marketing/routes/terms-of-service.tsx"),
  route("sitemap.xml", "marketing/routes/sitemap.ts"),
  route("robots.txt", "marketing/routes/robots.ts"),
  route(".well-known/security.txt", "site/routes/security-txt.ts"),
  // Uploaded files: the one route that serves them, with the reader checked per kind.
  route("files/:id/:name?", "files/routes/file.ts"),
  route("capability-statement.pdf", "company/routes/capability-statement.ts"),
  ...aliases(
    ["team/subcontractors", "employees/subcontractors"],
    "marketing/routes/subcontractors.tsx",
    "subcontractors",
  ),
  ...aliases(
    ["team/general-contractors", "employees/gcs"],
    "marketing/routes/general-contractors.tsx",
    "general-contractors",
  ),

  ...aliases(
    ["team/employees", "employees/forms", "new-hires"],
    "onboarding/routes/employee-forms.tsx",
    "employee-forms",
  ),
  route("team/employees/hub", "onboarding/routes/employee-hub.tsx"),
  route("employees/info", "auth/routes/employee-info.tsx"),
  route("dashboard", "auth/routes/dashboard.tsx"),
  route("admin/login", "auth/routes/admin-login.tsx"),
  ...aliases(
    ["admin/setup", "account/set-password"],
    "auth/routes/set-password.tsx",
    "set-password",
  ),
  route("account/login", "auth/routes/account-login.tsx"),
  route("account/forgot-password", "auth/routes/forgot-password.tsx"),
  route("logout", "auth/routes/logout.tsx"),
  route("admin/progress/export.csv", "onboarding/routes/admin-progress-export.ts"),
  route("admin/leads/export.csv", "leads/routes/admin-leads-export.ts"),
  // The admin area's pages share its layout: compact header, admin navigation, no marketing
  // header or footer (app/layout/AdminLayout.tsx). The sign-in pages above stay public pages.
  layout("layout/AdminLayout.tsx", { id: ADMIN_AREA }, [
    route("admin/people", "auth/routes/admin-people.tsx"),
    route("admin/company", "company/routes/admin-company.tsx"),
    route("admin/audit", "audit/routes/admin-audit.tsx"),
    route("admin/privacy", "privacy/routes/admin-privacy.tsx"),
    route("admin/progress", "onboarding/routes/admin-progress.tsx"),
    route("admin/progress/:personKey", "onboarding/routes/admin-progress-person.tsx"),
    route("admin/leads", "leads/routes/admin-leads.tsx"),
    route("admin/leads/board", "leads/routes/admin-leads-board.tsx"),
    route("admin/leads/:leadId", "leads/routes/admin-lead.tsx"),
    route("admin/outbox", "mail/routes/admin-outbox.tsx"),
    route("admin/integrations", "integrations/routes/admin-integrations.tsx"),
  ]),

  route("leads/trial", "leads/routes/trial.tsx"),
  route("api/leads/:form", "leads/routes/api-submit.ts"),

  // The form service's webhook: the secret token in the path, or in ?token= for tools that
  // cannot put it there.
  ...aliases(
    ["api/webhooks/jotform/:token", "api/webhooks/jotform"],
    "onboarding/routes/jotform-webhook.ts",
    "jotform-webhook",
  ),

  route("software-solutions/configuration", "integrations/routes/configuration.tsx"),
  route("api/integrations/configurations", "integrations/routes/submit-configurations.ts"),

  ...SPANISH_PAGES.flatMap((page) => spanish(page.paths, page.file, page.id)),

  // Links of the new-hires resources menu that have no screens of their own: each redirects to the
  // matching page or home section, so no link of the menu is dead (docs/product.md#routes).
  ...aliases(
    ["team-portal", "home", "about", "services", "industries", "contact"],
    "marketing/routes/redirects.ts",
    "redirect",
  ),

  // Any other address: a 404 page in its language. A route, so that the root loader runs and
  // the error page has the company's facts and the page language's messages.
  route("*", "site/routes/not-found.tsx"),
] satisfies RouteConfig;
