import { and, asc, eq, or, sql } from "drizzle-orm";
import type { AppContext } from "~/context";
import { adminEmail } from "./admin-email.server";
import { users } from "./auth.schema";
import { grantedTo } from "./permissions.server";

type Deps = Pick<AppContext, "database" | "config">;

/** Someone who may work leads, as lists and assignments name them. */
export interface LeadWorker {
  id: string;
  name: string;
}

/** A lead worker as the daily lead e-mail addresses them. */
export interface LeadWorkerContact extends LeadWorker {
  email: string;
  isAdmin: boolean;
}

/**
 * Everyone who may work leads today, with their addresses: the admin and the people given lead
 * access, disabled accounts left out (docs/product.md#users-and-roles).
 */
export async function listLeadWorkerContacts(deps: Deps): Promise<LeadWorkerContact[]> {
  const rows = await deps.database.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(or(grantedTo("leads"), eq(users.role, "admin")), sql`${users.banned} is not true`))
    .orderBy(asc(users.name), asc(users.email));
  const admin = adminEmail(deps.config);
  return rows
    .filter((row) => row.role !== "admin" || row.email.toLowerCase() === admin)
    .map(({ id, name, email, role }) => ({ id, name, email, isAdmin: role === "admin" }));
}

/** Everyone who may work leads today, as lists and assignments name them. */
export async function listLeadWorkers(deps: Deps): Promise<LeadWorker[]> {
  return (await listLeadWorkerContacts(deps)).map(({ id, name }) => ({ id, name }));
}

/** One person who may work leads, or undefined (no such account, no access, disabled). */
export async function findLeadWorker(deps: Deps, id: string): Promise<LeadWorker | undefined> {
  return (await listLeadWorkers(deps)).find((worker) => worker.id === id);
}
