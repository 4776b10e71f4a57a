/**
 * The named permissions (docs/decisions/0033): what the admin may grant another
 * person at /admin/people, checked on the server by `requirePermission` (./session.server.ts)
 * and shown by the admin navigation (app/layout/admin-area.ts). The admin holds every one.
 *
 * A new capability is one more line here, its name and the sentence said when it is granted in
 * the `adminPeople` catalogue (`access.<name>`, `granted.<name>`: app/accounts/people/people-labels.ts,
 * which the type check holds to this list), then its pages name it in admin-area.ts and their
 * loaders and actions call `requirePermission(request, context, "<name>")`: the grants are rows
 * of `user_permissions`, so no column or guard function is added.
 */
export const PERMISSIONS = {
  leads: { home: "/admin/leads" },
  content: { home: "/admin/projects" },
  subcontractors: { home: "/admin/subcontractors" },
  hiring: { home: "/admin/careers" },
  service: { home: "/admin/clients" },
  /** A technician of the service desk: their assigned work orders, on a phone (docs/service-desk.md). */
  field: { home: "/team/work-orders" },
} as const satisfies Record<string, PermissionDefinition>;

interface PermissionDefinition {
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
