import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ADMIN_AREA } from "./layout/admin-area";
import { PAGES, type Page, pathsOf } from "./site/pages";

/** One module can serve several paths; each route needs its own id. */
function aliases(paths: string[], file: string, idPrefix: string) {
  return paths.map((path) => route(path, file, { id: `${idPrefix}:${path}` }));
}

/**
 * A row of the page table (app/site/pages.ts) as routes: its path, its aliases, and the Spanish
 * copy of each under /es/ (docs/architecture.md#languages: the same module, which reads the
 * language from the URL).
 */
function pageRoutes(page: Page) {
  const english = pathsOf(page).map((path, n) =>
    path === "/"
      ? index(page.module, { id: page.id })
      : route(path.slice(1), page.module, { id: n === 0 ? page.id : `${page.id}:${path}` }),
  );
  const spanish = page.spanish
    ? pathsOf(page).map((path) =>
        route(path === "/" ? "es" : `es${path}`, page.module, { id: `es:${page.id}:${path}` }),
      )
    : [];
  return [...english, ...spanish];
}

/** The route table of docs/product.md#routes: the pages of the page table, then the rest. */
export default [
  ...PAGES.flatMap(pageRoutes),
  route("sitemap.xml", "marketing/routes/sitemap.ts"),
  route("robots.txt", "marketing/routes/robots.ts"),
  route(".well-known/security.txt", "site/routes/security-txt.ts"),
  // Uploaded files: the one route that serves them, with the reader checked per kind.
  route("files/:id/:name?", "files/routes/file.ts"),
  route("project-images/:slug/:version/social.png", "projects/routes/social-image.ts"),
  route("capability-statement.pdf", "company/routes/capability-statement.ts"),
  route("es/capability-statement.pdf", "company/routes/capability-statement.ts", {
    id: "es:capability-statement",
  }),
  // The admin area's own address opens the person's first page of it.
  route("admin", "auth/routes/admin-home.ts"),
  route("admin/progress/export.csv", "onboarding/routes/admin-progress-export.ts"),
  route("admin/leads/export.csv", "leads/routes/admin-leads-export.ts"),
  route("admin/careers/export.csv", "careers/routes/admin-careers-export.ts"),
  route("admin/subcontractors/export.csv", "subcontractors/routes/admin-subcontractors-export.ts"),
  // The admin area's pages share its layout: compact header, admin navigation, no marketing
  // header or footer (app/layout/AdminLayout.tsx). The sign-in pages are in the page table.
  layout("layout/AdminLayout.tsx", { id: ADMIN_AREA }, [
    route("admin/projects", "projects/routes/admin-projects.tsx"),
    route("admin/projects/:projectId", "projects/routes/admin-project.tsx"),
    route("admin/people", "auth/routes/admin-people.tsx"),
    route("admin/company", "company/routes/admin-company.tsx"),
    route("admin/audit", "audit/routes/admin-audit.tsx"),
    route("admin/privacy", "privacy/routes/admin-privacy.tsx"),
    route("admin/progress", "onboarding/routes/admin-progress.tsx"),
    route("admin/progress/:personKey", "onboarding/routes/admin-progress-person.tsx"),
    route("admin/leads", "leads/routes/admin-leads.tsx"),
    route("admin/leads/board", "leads/routes/admin-leads-board.tsx"),
    route("admin/leads/:leadId", "leads/routes/admin-lead.tsx"),
    route("admin/subcontractors", "subcontractors/routes/admin-subcontractors.tsx"),
    route("admin/subcontractors/:subcontractorId", "subcontractors/routes/admin-subcontractor.tsx"),
    route("admin/careers", "careers/routes/admin-careers.tsx"),
    route("admin/careers/postings/new", "careers/routes/admin-careers-posting.tsx", {
      id: "admin-careers-posting-new",
    }),
    route("admin/careers/postings/:postingId", "careers/routes/admin-careers-posting.tsx"),
    route(
      "admin/careers/applications/:applicationId",
      "careers/routes/admin-careers-application.tsx",
    ),
    route("admin/clients", "service/routes/admin-clients.tsx"),
    route("admin/clients/:clientId", "service/routes/admin-client.tsx"),
    route("admin/work-orders", "service/routes/admin-work-orders.tsx"),
    route("admin/work-orders/:workOrderId", "service/routes/admin-work-order.tsx"),
    route("admin/outbox", "mail/routes/admin-outbox.tsx"),
    route("admin/integrations", "integrations/routes/admin-integrations.tsx"),
  ]),

  route("api/leads/:form", "leads/routes/api-submit.ts"),

  // The form service's webhook: the secret token in the path, or in ?token= for tools that
  // cannot put it there.
  ...aliases(
    ["api/webhooks/jotform/:token", "api/webhooks/jotform"],
    "onboarding/routes/jotform-webhook.ts",
    "jotform-webhook",
  ),

  route("api/integrations/configurations", "integrations/routes/submit-configurations.ts"),

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
