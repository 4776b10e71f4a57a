/**
 * The named permissions (docs/decisions/0033): what the admin may grant another
 * person at /admin/people, checked on the server by `requirePermission` (./session.server.ts)
 * and shown by the admin navigation (app/layout/admin-area.ts). The admin holds every one.
 *
 * A new capability is one more line here (then its pages name it in admin-area.ts and their
 * loaders and actions call `requirePermission(request, context, "<name>")`): the grants are rows
 * of `user_permissions`, so no column or guard function is added.
 */
export const PERMISSIONS = {
  leads: { label: "Lead access", grantedText: "can now work leads", home: "/admin/leads" },
  content: {
    label: "Content access",
    grantedText: "can now edit projects",
    home: "/admin/projects",
  },
  subcontractors: {
    label: "Subcontractor access",
    grantedText: "can now work with subcontractors",
    home: "/admin/subcontractors",
  },
  hiring: {
    label: "Hiring access",
    grantedText: "can now post jobs and work applicants",
    home: "/admin/careers",
  },
  service: {
    label: "Service desk access",
    grantedText: "can now work the service desk",
    home: "/admin/clients",
  },
  /** A technician of the service desk: their assigned work orders, on a phone (docs/service-desk.md). */
  field: {
    label: "Field technician",
    grantedText: "can now work their assigned work orders",
    home: "/team/work-orders",
  },
} as const satisfies Record<string, PermissionDefinition>;

interface PermissionDefinition {
  /** How /admin/people names it ("Give lead access"). */
  label: string;
  /** Completes "<name> …" when it is granted. */
  grantedText: string;
  /** Where someone whose first permission this is starts after signing in (a technician's is not an office page). */
  home: `/admin/${string}` | `/team/${string}`;
}

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as [Permission, ...Permission[]];

/** Whoever permissions are asked of: a signed-in viewer, a person on the People page. */
export interface PermissionHolder {
  isAdmin: boolean;
  /** The permissions granted to them (the admin needs none: they hold all). */
  permissions: readonly Permission[];
}

/** Whether someone may use a capability: the admin always, others when it was granted. */
export function hasPermission(holder: PermissionHolder, permission: Permission): boolean {
  return holder.isAdmin || holder.permissions.includes(permission);
}

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSIONS, name);
}

/**
 * Where someone starts in the admin area (after signing in, at `/admin`): the page of their first
 * permission, the one they use most: the leads for anyone with lead access, the admin included
 * (who holds every permission); undefined for someone with no admin page.
 */
export function adminHome(holder: PermissionHolder): string | undefined {
  const first = PERMISSION_NAMES.find((permission) => hasPermission(holder, permission));
  return first ? PERMISSIONS[first].home : undefined;
}
