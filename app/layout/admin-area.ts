import { hasPermission, type Permission, type PermissionHolder } from "../auth/permissions";

/**
 * The admin area: every /admin page but the sign-in pages shares one layout route
 * (app/layout/AdminLayout.tsx), whose id the document shell reads to leave out the public site's
 * header and footer (app/root.tsx).
 */
export const ADMIN_AREA = "admin-area";

/**
 * Whether a path is one of the admin area's pages (app/routes.ts): a page of the navigation or
 * one below it. The sign-in pages are not, nor an unknown /admin address (the public 404). In any
 * letter case: React Router matches `/Admin/careers` to the same page.
 */
export function isAdminAreaPath(pathname: string): boolean {
  return /^\/admin\/(progress|leads|projects|subcontractors|careers|clients|work-orders|people|integrations|company|outbox|audit|privacy)(\/|$)/i.test(
    pathname,
  );
}

/**
 * The pages of the admin navigation, in its order, each with the permission that opens it
 * (app/auth/permissions.ts); a page without one is the admin's alone. The page's loader checks
 * the same permission (`requirePermission`) or the admin (`requireAdmin`):
 * tests/integration/admin-navigation.test.ts holds the two together.
 */
export const adminPages: readonly AdminPage[] = [
  { to: "/admin/progress", label: "Form Progress" },
  { to: "/admin/leads", label: "Leads", permission: "leads" },
  { to: "/admin/leads/board", label: "Board", permission: "leads" },
  { to: "/admin/projects", label: "Projects", permission: "content" },
  { to: "/admin/subcontractors", label: "Subcontractors", permission: "subcontractors" },
  { to: "/admin/careers", label: "Careers", permission: "hiring" },
  { to: "/admin/work-orders", label: "Work Orders", permission: "service" },
  { to: "/admin/clients", label: "Clients", permission: "service" },
  { to: "/admin/people", label: "People" },
  { to: "/admin/integrations", label: "Integrations" },
  { to: "/admin/company", label: "Company" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/audit", label: "Audit Log" },
  { to: "/admin/privacy", label: "Privacy" },
];

export interface AdminPage {
  to: `/admin/${string}`;
  label: string;
  /** Who besides the admin may open it: the people granted this permission. */
  permission?: Permission;
}

/** The pages someone may open, for their navigation: none for a person without a grant. */
export function adminPagesFor(holder: PermissionHolder): AdminPage[] {
  return adminPages.filter((page) =>
    page.permission ? hasPermission(holder, page.permission) : holder.isAdmin,
  );
}
