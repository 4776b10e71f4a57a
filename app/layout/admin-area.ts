import { hasPermission, type Permission, type PermissionHolder } from "../auth/permissions";
import { PROFILE_FORM_MAX_BYTES } from "../company/images/logo";
import { uploadBodyMaxBytes } from "../files/kinds";
import type { MessageKey, Namespace } from "../i18n/translator";
import { PHOTOS_PER_PROJECT } from "../projects/limits";
import { SITE_IMPORT_LIMITS } from "../service/clients/site-import-limits";

/**
 * The admin area: every /admin page but the sign-in pages shares one layout route
 * (app/layout/AdminLayout.tsx), whose id the document shell reads to leave out the public site's
 * header and footer (app/root.tsx).
 */
export const ADMIN_AREA = "admin-area";

/**
 * One row of the admin-page table: everything the product needs to know about an office page.
 * The routes (app/routes.ts), `isAdminAreaPath`, the admin navigation and the upload routes'
 * body limits (server/security.ts) all derive from these rows; a new admin page is one row.
 */
interface AdminPageRow {
  /** The page's address, with `:name` for a segment that varies. */
  path: `/admin/${string}`;
  /** Its route module, under app/. */
  module: string;
  /** The route's id, when one module serves two rows. */
  id?: string;
  /**
   * Its label in the admin navigation (a key of the frame's namespace, `adminFrame`), in the
   * navigation's order; none for a page reached from another.
   */
  nav?: MessageKey;
  /** Who besides the admin may open it (the page's loader checks the same): none, the admin alone. */
  permission?: Permission;
  /** The largest request body it takes, when it takes files; otherwise the server's default. */
  maxBodyBytes?: number;
  /**
   * The catalogue's namespaces its own texts use, which the root loader sends besides the frame's
   * (`ADMIN_NAMESPACES`, app/i18n/page.tsx; docs/decisions/0096).
   */
  namespaces?: readonly Namespace[];
}

/** The admin pages, in the navigation's order, each followed by the pages below it. */
export const ADMIN_PAGES: readonly AdminPageRow[] = [
  {
    path: "/admin/progress",
    module: "onboarding/routes/admin-progress.tsx",
    nav: "adminFrame.nav.progress",
    namespaces: ["onboarding", "adminProgress"],
  },
  {
    path: "/admin/progress/:personKey",
    module: "onboarding/routes/admin-progress-person.tsx",
    namespaces: ["onboarding", "adminProgress"],
  },
  {
    path: "/admin/leads",
    module: "leads/routes/admin-leads.tsx",
    nav: "adminFrame.nav.leads",
    permission: "leads",
    namespaces: ["adminLeads"],
  },
  {
    path: "/admin/leads/board",
    module: "leads/routes/admin-leads-board.tsx",
    nav: "adminFrame.nav.board",
    permission: "leads",
    namespaces: ["adminLeads", "adminLeadWork", "adminLeadBoard"],
  },
  {
    path: "/admin/leads/:leadId",
    module: "leads/routes/admin-lead.tsx",
    permission: "leads",
    namespaces: ["adminLeads", "adminLeadWork", "adminLeadPage", "adminPanels"],
  },
  {
    path: "/admin/projects",
    module: "projects/routes/admin-projects.tsx",
    nav: "adminFrame.nav.projects",
    permission: "content",
    namespaces: ["adminProjects"],
  },
  {
    path: "/admin/projects/:projectId",
    module: "projects/routes/admin-project.tsx",
    permission: "content",
    maxBodyBytes: uploadBodyMaxBytes("project-photo", PHOTOS_PER_PROJECT),
    namespaces: ["adminProjects"],
  },
  {
    path: "/admin/subcontractors",
    module: "subcontractors/routes/admin-subcontractors.tsx",
    nav: "adminFrame.nav.subcontractors",
    permission: "subcontractors",
    namespaces: ["adminSubcontractors"],
  },
  {
    path: "/admin/subcontractors/:subcontractorId",
    module: "subcontractors/routes/admin-subcontractor.tsx",
    permission: "subcontractors",
    namespaces: ["adminSubcontractors"],
  },
  {
    path: "/admin/careers",
    module: "careers/routes/admin-careers.tsx",
    nav: "adminFrame.nav.careers",
    permission: "hiring",
    namespaces: ["adminCareers"],
  },
  {
    path: "/admin/careers/postings/new",
    module: "careers/routes/admin-careers-posting.tsx",
    id: "admin-careers-posting-new",
    permission: "hiring",
    namespaces: ["adminCareers"],
  },
  {
    path: "/admin/careers/postings/:postingId",
    module: "careers/routes/admin-careers-posting.tsx",
    permission: "hiring",
    namespaces: ["adminCareers"],
  },
  {
    path: "/admin/careers/applications/:applicationId",
    module: "careers/routes/admin-careers-application.tsx",
    permission: "hiring",
    namespaces: ["adminCareers", "adminPanels"],
  },
  {
    path: "/admin/work-orders",
    module: "service/routes/admin-work-orders.tsx",
    nav: "adminFrame.nav.workOrders",
    permission: "service",
    namespaces: ["adminService"],
  },
  {
    path: "/admin/work-orders/servicechannel",
    module: "service/routes/admin-servicechannel.tsx",
    permission: "service",
    namespaces: ["adminService"],
  },
  {
    path: "/admin/work-orders/board",
    module: "service/routes/admin-work-orders-board.tsx",
    permission: "service",
    namespaces: ["adminService"],
  },
  {
    path: "/admin/leads/:leadId/work-order",
    module: "service/routes/admin-lead-work-order.tsx",
    permission: "service",
    namespaces: ["adminService"],
  },
  {
    path: "/admin/work-orders/:workOrderId",
    module: "service/routes/admin-work-order.tsx",
    permission: "service",
    namespaces: ["adminService"],
  },
  {
    path: "/admin/clients",
    module: "service/routes/admin-clients.tsx",
    nav: "adminFrame.nav.clients",
    permission: "service",
    namespaces: ["adminClients"],
  },
  {
    path: "/admin/clients/:clientId",
    module: "service/routes/admin-client.tsx",
    permission: "service",
    // Its CSV import of sites, bounded there too before the body is read.
    maxBodyBytes: SITE_IMPORT_LIMITS.bytes + 16 * 1024,
    namespaces: ["adminClients"],
  },
  {
    path: "/admin/people",
    module: "accounts/routes/admin-people.tsx",
    nav: "adminFrame.nav.people",
    namespaces: ["adminPeople"],
  },
  {
    path: "/admin/integrations",
    module: "integrations/routes/admin-integrations.tsx",
    nav: "adminFrame.nav.integrations",
    namespaces: ["adminIntegrations"],
  },
  {
    path: "/admin/company",
    module: "company/routes/admin-company.tsx",
    nav: "adminFrame.nav.company",
    // The profile form with its logo, or the W-9's own form.
    maxBodyBytes: Math.max(PROFILE_FORM_MAX_BYTES, uploadBodyMaxBytes("company-w9")),
    namespaces: ["adminCompany"],
  },
  {
    // The certificate of insurance replies to certificate requests attach (docs/decisions/0088):
    // kept by those who answer them.
    path: "/admin/company/certificate",
    module: "company/routes/admin-company-certificate.tsx",
    permission: "leads",
    maxBodyBytes: uploadBodyMaxBytes("company-coi"),
    namespaces: ["adminCompany"],
  },
  {
    path: "/admin/outbox",
    module: "mail/routes/admin-outbox.tsx",
    nav: "adminFrame.nav.outbox",
    namespaces: ["adminOutbox"],
  },
  {
    path: "/admin/audit",
    module: "audit/routes/admin-audit.tsx",
    nav: "adminFrame.nav.audit",
    namespaces: ["adminAudit"],
  },
  {
    path: "/admin/privacy",
    module: "privacy/routes/admin-privacy.tsx",
    nav: "adminFrame.nav.privacy",
    namespaces: ["adminPrivacy"],
  },
];

/**
 * A row's path as a pattern of lower-case paths (React Router matches in any letter case), its
 * `:name` segments a record's id: `/admin/projects/new` is not `/admin/projects/:projectId`'s.
 */
export function adminPathPattern(path: string, suffix = ""): RegExp {
  const segments = path
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[0-9a-f-]{36}" : segment.replace(/[.-]/g, "\\$&"),
    );
  return new RegExp(`^${segments.join("/")}${suffix}$`);
}

/** The first segments below /admin/ of the table's pages ("progress", "leads", …). */
const AREA_SECTIONS = new RegExp(
  `^/admin/(${[...new Set(ADMIN_PAGES.map((page) => page.path.split("/")[2]))].join("|")})(/|$)`,
  "i",
);

/**
 * Whether a path is one of the admin area's pages: a page of the table or one below it. The
 * sign-in pages are not, nor an unknown /admin address (the public 404). In any letter case.
 */
export function isAdminAreaPath(pathname: string): boolean {
  return AREA_SECTIONS.test(pathname);
}

/** Each row's path as a pattern whose `:name` segments are any segment, in the table's order. */
const ROW_PATTERNS = ADMIN_PAGES.map((page) => ({
  page,
  pattern: new RegExp(`^${page.path.replace(/[.-]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`, "i"),
}));

/**
 * The row of the admin page at a path, in any letter case; none for a path of no row. A fixed
 * path comes before the `:name` row beside it in the table (`/admin/leads/board`).
 */
export function adminPageAt(pathname: string): AdminPageRow | undefined {
  return ROW_PATTERNS.find(({ pattern }) => pattern.test(pathname))?.page;
}

/** A page of the admin navigation. */
export interface AdminPage {
  to: `/admin/${string}`;
  /** Its label's key. */
  label: MessageKey;
  /** Who besides the admin may open it: the people granted this permission. */
  permission?: Permission;
}

/**
 * The pages of the admin navigation, in its order, each with the permission that opens it; a
 * page without one is the admin's alone. tests/integration/admin-navigation.test.ts holds the
 * navigation and the pages' own guards together.
 */
export const adminPages: readonly AdminPage[] = ADMIN_PAGES.flatMap((page) =>
  page.nav ? [{ to: page.path, label: page.nav, permission: page.permission }] : [],
);

/**
 * Whether the admin frame (header, navigation) frames the admin area's pages for this viewer:
 * someone who may open at least one of them. Anyone else gets the public layout there (a 403, a
 * redirect to sign in).
 */
export function framedByAdminArea(viewer: PermissionHolder | null): boolean {
  return viewer !== null && adminPagesFor(viewer).length > 0;
}

/** The pages someone may open, for their navigation: none for a person without a grant. */
export function adminPagesFor(holder: PermissionHolder): AdminPage[] {
  return adminPages.filter((page) =>
    page.permission ? hasPermission(holder, page.permission) : holder.isAdmin,
  );
}
