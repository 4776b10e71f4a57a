import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "~/db/client.server";
import { userPermissions, users } from "./auth.schema";
import { isPermission, type Permission } from "./permissions";

/** The permissions granted to one person (names no longer known are left out). */
export async function grantedPermissions(db: Database, userId: string): Promise<Permission[]> {
  const rows = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return rows.map((row) => row.permission).filter(isPermission);
}

/** Every person's granted permissions, by their id (the People page's column). */
export async function permissionsByPerson(db: Database): Promise<Map<string, Permission[]>> {
  const rows = await db.select().from(userPermissions);
  const byPerson = new Map<string, Permission[]>();
  for (const { userId, permission } of rows) {
    if (!isPermission(permission)) continue;
    byPerson.set(userId, [...(byPerson.get(userId) ?? []), permission]);
  }
  return byPerson;
}

/** A condition on `users`: the person was granted the permission (for lists of who may act). */
export function grantedTo(permission: Permission): SQL {
  return sql`exists (select 1 from ${userPermissions} where ${userPermissions.userId} = ${users.id} and ${userPermissions.permission} = ${permission})`;
}

/** Someone a permission was granted to, as lists and assignments name them. */
export interface GrantedPerson {
  id: string;
  name: string;
  firstName: string | null;
  email: string;
}

/**
 * The people granted a permission (not the admin, who holds all: lists of whom to assign name
 * the people given the work), disabled accounts left out, by name.
 */
export function peopleGranted(db: DbOrTx, permission: Permission): Promise<GrantedPerson[]> {
  return db
    .select({ id: users.id, name: users.name, firstName: users.firstName, email: users.email })
    .from(users)
    .where(and(grantedTo(permission), sql`${users.banned} is not true`))
    .orderBy(asc(users.name), asc(users.email));
}
