import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ADMIN_AREA, ADMIN_PAGES } from "./layout/admin-area";
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
  // The public pages and the 404 page in the site's frame, whose error boundary lets the root
  // loader run when an action fails (app/site/routes/site-frame.tsx).
  layout("site/routes/site-frame.tsx", { id: "site" }, [
    ...PAGES.flatMap(pageRoutes),
    // Any other address: a 404 page in its language. A route, so that the root loader runs and
    // the error page has the company's facts and the page language's messages.
    route("*", "site/routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "marketing/routes/sitemap.ts"),
  route("robots.txt", "marketing/routes/robots.ts"),
  route(".well-known/security.txt", "site/routes/security-txt.ts"),
  // A page's messages, beside its document (app/i18n/message-sets.ts).
  route("i18n/:lang/:frame/:namespaces/:file", "layout/routes/message-set.ts"),
  // Uploaded files: the one route that serves them, with the reader checked per kind.
  route("files/:id/:name?", "files/routes/file.ts"),
  // A work order's photos and signature, for the readers the work order allows (app/service).
  route("work-orders/:workOrderId/files/:fileId", "service/routes/work-order-file.ts"),
  route("project-images/:slug/:version/social.png", "projects/routes/social-image.ts"),
  route("capability-statement.pdf", "marketing/routes/capability-statement.ts"),
  route("es/capability-statement.pdf", "marketing/routes/capability-statement.ts", {
    id: "es:capability-statement",
  }),
  // Behind a client contact's link: a work order's photos and service report (404 for anyone else).
  route("service/orders/photo", "service/routes/client-photo.ts"),
  route("es/service/orders/photo", "service/routes/client-photo.ts", {
    id: "es:service-client-photo",
  }),
  route("service/orders/report.pdf", "service/routes/client-report.ts"),
  route("es/service/orders/report.pdf", "service/routes/client-report.ts", {
    id: "es:service-client-report",
  }),
  route("admin/work-orders/:workOrderId/report.pdf", "service/routes/admin-work-order-report.ts"),
  // The admin area's own address opens the person's first page of it.
  route("admin", "auth/routes/admin-home.ts"),
  route("admin/progress/export.csv", "onboarding/routes/admin-progress-export.ts"),
  route("admin/leads/export.csv", "leads/routes/admin-leads-export.ts"),
  route("admin/careers/export.csv", "careers/routes/admin-careers-export.ts"),
  route("admin/subcontractors/export.csv", "subcontractors/routes/admin-subcontractors-export.ts"),
  route("admin/work-orders/export.csv", "service/routes/admin-work-orders-export.ts"),
  // The admin area's pages, one row each in the admin-page table (app/layout/admin-area.ts),
  // share its layout: compact header, admin navigation, no marketing header or footer
  // (app/layout/AdminLayout.tsx). The sign-in pages are in the public page table.
  layout(
    "layout/AdminLayout.tsx",
    { id: ADMIN_AREA },
    ADMIN_PAGES.map((page) =>
      route(page.path.slice(1), page.module, page.id ? { id: page.id } : {}),
    ),
  ),

  route("api/leads/:form", "leads/routes/api-submit.ts"),

  // The form service's webhook: the secret token in the path, or in ?token= for tools that
  // cannot put it there.
  ...aliases(
    ["api/webhooks/jotform/:token", "api/webhooks/jotform"],
    "onboarding/routes/jotform-webhook.ts",
    "jotform-webhook",
  ),

  // ServiceChannel's webhook: signed with the subscription's key (app/service/servicechannel).
  route("api/servicechannel/events", "service/routes/servicechannel-events.ts"),

  route("api/integrations/configurations", "integrations/routes/submit-configurations.ts"),

  // Links of the new-hires resources menu that have no screens of their own: each redirects to the
  // matching page or home section, so no link of the menu is dead (docs/product.md#routes).
  ...aliases(
    ["team-portal", "home", "about", "services", "industries", "contact"],
    "marketing/routes/redirects.ts",
    "redirect",
  ),
] satisfies RouteConfig;
