import { and, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import { userPermissions, users } from "~/auth/auth.schema";
import type { Permission } from "~/auth/permissions";
import type { AppContext } from "~/context";

type Deps = Pick<AppContext, "database">;

/**
 * Gives or takes away one permission, with its audit entry ("permission.granted" or
 * "permission.removed", the permission in its details) in the same transaction. Undefined when
 * the person does not exist.
 */
export async function setPermission(
  deps: Deps,
  actor: AuditActor,
  userId: string,
  permission: Permission,
  granted: boolean,
) {
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) return undefined;
    if (granted) {
      await tx.insert(userPermissions).values({ userId, permission }).onConflictDoNothing();
    } else {
      await tx
        .delete(userPermissions)
        .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permission, permission)));
    }
    await recordAudit(
      tx,
      actor,
      granted ? "permission.granted" : "permission.removed",
      user.email,
      { permission },
    );
    return user;
  });
}
