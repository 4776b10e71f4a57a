import { SHELL_NAMESPACES } from "../i18n/page";
import type { Namespace } from "../i18n/translator";

/**
 * The page table: every page of the site but the admin area's, declared once
 * (docs/architecture.md#the-page-table). `app/routes.ts` makes its routes from it (the aliases
 * and the Spanish copies too), the sitemap lists its `sitemap` rows, `pageMeta` writes hreflang
 * for them, the header offers the other language on its `spanish` rows, the root loader sends
 * each page's `namespaces` and says with `Cache-Control` whether its answer may be shared
 * (`cache`, below). To add a page, add a row. Relative imports only: `app/routes.ts` reads this
 * before the app's `~/` aliases exist.
 */
export interface Page {
  /** Names the page's routes: `id`, `id:<alias>`, `es:id:<path>`. Unique. */
  id: string;
  /** The route module, relative to `app/`. */
  module: string;
  /**
   * The English canonical path ("/features"): no trailing slash, "/" for the home page; a last
   * segment ":slug" makes one row of many pages (`slugs`, below).
   */
  path: string;
  /** Other English paths that show the same page (docs/product.md#routes); never in the sitemap. */
  aliases?: readonly string[];
  /** Also in Spanish, at `/es` + each of its paths (docs/decisions/0024). */
  spanish?: boolean;
  /** Listed in the sitemap (its canonical path, in each language it has). */
  sitemap?: boolean;
  /**
   * Whether its answer may be kept by a shared cache (`cachePolicyOf`, docs/decisions/0037):
   * - "shared": the same for every visitor who carries none of the site's cookies (a session, a
   *   form's answer): `public, s-maxage`, `Vary: Cookie`; an islands page, whose CSP lists the
   *   hashes of the scripts the build writes, never a nonce.
   * - "private": built from the visitor's session: `private, no-store` always.
   * - absent: rendered per request, and said nothing about (no cache stores it).
   */
  cache?: "shared" | "private";
  /** Rendered as an islands page (`handle = ISLANDS_PAGE`, docs/decisions/0008). */
  islands?: boolean;
  /**
   * The namespaces the root loader sends a page React Router renders (not an islands page,
   * which the server renders from the whole catalogue and which writes its islands' into the
   * page: docs/decisions/0117).
   */
  namespaces?: readonly Namespace[];
  /**
   * One page per item (docs/decisions/0060): the path ends in `/:slug`, one route serves them
   * all, and the sitemap, hreflang and Spanish copies name each item's page (`sitemapPaths` in
   * pages.ts). "offices": /locations/<slug of an office of the company profile>; "projects":
   * /projects/<slug of a published project>; "postings": /careers/<slug of an open job posting>.
   */
  slugs?: "offices" | "projects" | "postings";
}

/** The six services' addresses: `/services/<slug>`, each a page of its own. */
export const SERVICE_SLUGS = [
  "copper-fiber",
  "3phase",
  "industrial-utility",
  "automation",
  "pos-systems",
  "general-contracting",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

/** A public marketing page: in both languages, in the sitemap, shared, an islands page. */
const publicPage = (id: string, module: string, path: string, aliases?: readonly string[]) =>
  ({
    id,
    module,
    path,
    aliases,
    spanish: true,
    sitemap: true,
    cache: "shared",
    islands: true,
  }) as const;

export const PAGES: readonly Page[] = [
  publicPage("home", "marketing/routes/home.tsx", "/"),
  publicPage("features", "marketing/routes/features.tsx", "/features"),
  publicPage("software-tools", "marketing/routes/software-tools.tsx", "/software-tools"),
  publicPage("pricing", "marketing/routes/pricing.tsx", "/pricing"),
  ...SERVICE_SLUGS.map((slug) =>
    publicPage(`service:${slug}`, "marketing/routes/service.tsx", servicePath(slug)),
  ),
  publicPage("projects", "projects/routes/projects.tsx", "/projects"),
  // One page per published project (its slug from the database).
  { ...publicPage("project", "projects/routes/project.tsx", "/projects/:slug"), slugs: "projects" },
  // One page per office of the company profile: its address, hours, services and contact form.
  { ...publicPage("office", "marketing/routes/office.tsx", "/locations/:slug"), slugs: "offices" },
  publicPage("privacy-policy", "marketing/routes/privacy-policy.tsx", "/privacy-policy"),
  publicPage("terms-of-service", "marketing/routes/terms-of-service.tsx", "/terms-of-service"),
  publicPage("subcontractors", "marketing/routes/subcontractors.tsx", "/team/subcontractors", [
    "/employees/subcontractors",
  ]),
  // A subcontractor's own page, opened by their personal link: private, never indexed.
  {
    id: "subcontractor-documents",
    module: "subcontractors/routes/documents.tsx",
    path: "/team/subcontractors/documents",
    spanish: true,
    cache: "private",
    islands: true,
  },
  publicPage(
    "general-contractors",
    "marketing/routes/general-contractors.tsx",
    "/team/general-contractors",
    ["/employees/gcs"],
  ),
  // The portal before a name is typed is the same for everyone; with a name, its loader says
  // the answer is private (it shows that person's progress).
  publicPage("employee-forms", "onboarding/routes/employee-forms.tsx", "/team/employees", [
    "/employees/forms",
    "/new-hires",
  ]),
  // The job postings (app/careers): the list, and one page per open posting.
  publicPage("careers", "careers/routes/careers.tsx", "/careers"),
  // The service desk's request form (app/service): client contacts' calls become work orders.
  publicPage("service-request", "service/routes/service.tsx", "/service"),
  // The client's view, opened by a contact's personal link (the token in the query string):
  // private, never indexed (docs/service-desk.md#the-clients-view).
  ...(
    [
      ["service-client-orders", "client-orders", "/service/orders"],
      ["service-client-order", "client-order", "/service/orders/order"],
      ["service-client-request", "client-request", "/service/orders/request"],
    ] as const
  ).map(([id, module, path]) => ({
    id,
    module: `service/routes/${module}.tsx`,
    path,
    spanish: true,
    cache: "private" as const,
    islands: true,
  })),
  {
    ...publicPage("careers-posting", "careers/routes/careers-posting.tsx", "/careers/:slug"),
    slugs: "postings",
  },
  { id: "quote", module: "marketing/routes/quote.ts", path: "/quote", spanish: true },
  {
    id: "trial",
    module: "leads/routes/trial.tsx",
    path: "/leads/trial",
    spanish: true,
    islands: true,
  },
  {
    id: "configuration",
    module: "integrations/routes/configuration.tsx",
    path: "/software-solutions/configuration",
    spanish: true,
    islands: true,
  },
  // The sign-in pages: the same for every signed-out visitor.
  {
    id: "admin-login",
    module: "accounts/routes/admin-login.tsx",
    path: "/admin/login",
    cache: "shared",
    islands: true,
  },
  {
    id: "account-login",
    module: "accounts/routes/account-login.tsx",
    path: "/account/login",
    spanish: true,
    cache: "shared",
    islands: true,
  },
  {
    id: "forgot-password",
    module: "accounts/routes/forgot-password.tsx",
    path: "/account/forgot-password",
    spanish: true,
    islands: true,
  },
  {
    id: "set-password",
    module: "accounts/routes/set-password.tsx",
    path: "/account/set-password",
    aliases: ["/admin/setup"],
    spanish: true,
    islands: true,
  },
  // The hire's own pages: what the invitation, the portal and the hub link to.
  {
    id: "employee-hub",
    module: "onboarding/routes/employee-hub.tsx",
    path: "/team/employees/hub",
    spanish: true,
    cache: "private",
    namespaces: [...SHELL_NAMESPACES, "auth", "onboarding"],
  },
  // The service desk's technicians (app/service): their work orders, one of them, on a phone.
  {
    id: "team-work-orders",
    module: "service/routes/team-work-orders.tsx",
    path: "/team/work-orders",
    spanish: true,
    cache: "private",
    namespaces: [...SHELL_NAMESPACES, "service"],
  },
  {
    id: "team-work-order",
    module: "service/routes/team-work-order.tsx",
    path: "/team/work-orders/:workOrderId",
    spanish: true,
    cache: "private",
    namespaces: [...SHELL_NAMESPACES, "forms", "service"],
  },
  {
    id: "employee-info",
    module: "accounts/routes/employee-info.tsx",
    path: "/employees/info",
    spanish: true,
    cache: "private",
    namespaces: [...SHELL_NAMESPACES, "auth"],
  },
  {
    id: "dashboard",
    module: "auth/routes/dashboard.tsx",
    path: "/dashboard",
    cache: "private",
    namespaces: SHELL_NAMESPACES,
  },
  {
    id: "logout",
    module: "accounts/routes/logout.tsx",
    path: "/logout",
    namespaces: SHELL_NAMESPACES,
  },
];
