/**
 * The admin area: every /admin page but the sign-in pages shares one layout route
 * (app/layout/AdminLayout.tsx), whose id the document shell reads to leave out the public site's
 * header and footer (app/root.tsx).
 */
export const ADMIN_AREA = "admin-area";

/**
 * Whether a path is one of the admin area's pages (app/routes.ts): a page of the navigation or
 * one below it. The sign-in pages are not, nor an unknown /admin address (the public 404).
 */
export function isAdminAreaPath(pathname: string): boolean {
  return /^\/admin\/(progress|leads|people|integrations|company|outbox|audit|privacy)(\/|$)/.test(
    pathname,
  );
}

/** The pages of the admin navigation, in its order. */
export const adminPages = [
  { to: "/admin/progress", label: "Form Progress" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/leads/board", label: "Board" },
  { to: "/admin/people", label: "People" },
  { to: "/admin/integrations", label: "Integrations" },
  { to: "/admin/company", label: "Company" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/audit", label: "Audit Log" },
  { to: "/admin/privacy", label: "Privacy" },
] as const;
