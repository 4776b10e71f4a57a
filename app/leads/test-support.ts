/**
 * Helpers for the leads dashboard's database tests: signed-in admin and employee requests, and
 * leads inserted with chosen times.
 */
import type { AppLoadContext } from "react-router";
import {
  adminEmail,
  adminSetupLink,
  inviteEmployee,
  setPasswordWithToken,
} from "~/auth/accounts.server";
import type { DatabaseHandle } from "~/db/client.server";
import { outbox } from "~/mail/mail.schema";
import { testContext } from "../../tests/support/requests";
import { signIn } from "../auth/sign-in.server";
import { leads, type NewLead } from "./leads.schema";

const ADMIN_PASSWORD = "correct horse battery staple";
const EMPLOYEE_PASSWORD = "analytical engine 1843";

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token")!;
}

function cookieHeader(cookies: string[]): string {
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** The site's admin, set up and signed in through the real flows: its Cookie header. */
export async function signInAdmin(database: DatabaseHandle): Promise<string> {
  const deps = testContext(database);
  await setPasswordWithToken(deps, tokenOf((await adminSetupLink(deps))!), ADMIN_PASSWORD);
  const admin = await signIn(deps, {
    email: adminEmail(deps.config),
    password: ADMIN_PASSWORD,
    area: "admin",
  });
  if (!admin.ok) throw new Error("the test admin could not sign in");
  return cookieHeader(admin.cookies);
}

/** The session cookies of the site's admin and of an employee, created through the real flows. */
export async function signInPeople(database: DatabaseHandle) {
  const deps = testContext(database);
  const admin = await signInAdmin(database);
  await inviteEmployee(
    deps,
    { id: null, email: adminEmail(deps.config) },
    { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
  );
  const mails = await database.db.select().from(outbox);
  const invitation = /https?:\/\/\S+/.exec(mails.at(-1)!.text)![0];
  await setPasswordWithToken(deps, tokenOf(invitation), EMPLOYEE_PASSWORD);
  const employee = await signIn(deps, {
    email: "ada@example.com",
    password: EMPLOYEE_PASSWORD,
    area: "employee",
  });
  if (!employee.ok) throw new Error("the test employee could not sign in");
  return { admin, employee: cookieHeader(employee.cookies) };
}

/** A GET (or form POST) as the browser of whoever holds `cookie` sends it. */
export function pageRequest(
  path: string,
  options: {
    cookie?: string;
    headers?: Record<string, string>;
    form?: Record<string, string>;
  } = {},
): Request {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (!options.form) return new Request(new URL(path, "http://localhost"), { headers });
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(new URL(path, "http://localhost"), {
    method: "POST",
    headers,
    body: new URLSearchParams(options.form),
  });
}

export function routeArgsFor<T>(
  request: Request,
  database: DatabaseHandle,
  params: Record<string, string> = {},
): T {
  const context: AppLoadContext = testContext(database);
  return { request, params, context, unstable_pattern: "" } as T;
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
      ...row,
    };
  });
  return database.db.insert(leads).values(values).returning();
}

/** What a loader or action gave back: thrown or returned, data() or a Response. */
export async function settle(run: () => Promise<unknown>) {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    return { status: outcome.status, headers: outcome.headers, body: undefined, response: outcome };
  }
  const value = outcome as { data?: unknown; init?: { status?: number } | null; type?: string };
  if (value && value.type === "DataWithResponseInit") {
    return {
      status: value.init?.status ?? 200,
      headers: new Headers(),
      body: value.data,
      response: undefined,
    };
  }
  return { status: 200, headers: new Headers(), body: outcome, response: undefined };
}
