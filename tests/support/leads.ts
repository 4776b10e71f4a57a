/** Helpers for the leads dashboard's database tests and benchmark: leads inserted at chosen times. */
import type { DatabaseHandle } from "~/db/client.server";
import { leads, type NewLead } from "~/leads/leads.schema";
import { adminCookie, employeeCookie } from "./accounts";
import { testContext } from "./requests";

export { pageRequest, routeArgs as routeArgsFor, settle } from "./requests";

/** The site's admin, set up and signed in through the real flows: its Cookie header. */
export function signInAdmin(database: DatabaseHandle): Promise<string> {
  return adminCookie(testContext(database));
}

/** The session cookies of the site's admin and of an employee, created through the real flows. */
export async function signInPeople(database: DatabaseHandle) {
  const deps = testContext(database);
  const admin = await adminCookie(deps);
  const employee = await employeeCookie(deps, "ada@example.com");
  return { admin, employee };
}

let counter = 0;

/** Inserts leads; each gets a distinct name and e-mail unless given. */
export async function insertLeads(database: DatabaseHandle, rows: Partial<NewLead>[]) {
  const values = rows.map((row) => {
    counter += 1;
    return {
      kind: "contact" as const,
      name: `Visitor ${counter}`,
      email: `visitor${counter}@example.com`,
      source: "Contact Form",
      // A lead inserted in the past was last active then, as a lead received then would be.
      ...(row.createdAt ? { lastActivityAt: row.createdAt } : {}),
      ...row,
    };
  });
  return database.db.insert(leads).values(values).returning();
}
