import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/leads/leads.schema";
import { adminCookie, employeeCookie } from "../support/accounts";
import { useTestApp } from "../support/app";
import { insertLeads } from "../support/leads";

/**
 * An employee without a grant is refused every office page, export and action of the areas
 * that need one (careers, projects, subcontractors, the leads board), over HTTP with a real
 * session: 403, and nothing changed. The navigation's agreement with the list pages' guards is
 * tests/integration/admin-navigation.test.ts's; here, the pages under them and the actions.
 */
const app = useTestApp();
/** No record has this id: the guard answers before any look-up. */
const ANY_ID = "00000000-0000-4000-8000-000000000000";
let employee = "";
let admin = "";

beforeAll(async () => {
  employee = await employeeCookie(app().context, "noel@example.com");
  admin = await adminCookie(app().context);
});

function get(path: string, cookie = employee) {
  return app().fetch(path, { headers: { Cookie: cookie } });
}

/** A form sent from the site's own pages (the same origin), with the cookie given. */
function post(path: string, form: Record<string, string>, cookie = employee) {
  return app().postForm(path, form, cookie);
}

describe("an employee without a grant", () => {
  it("is refused what the admin, sending the same requests, is let into", async () => {
    for (const path of [
      "/admin/careers",
      "/admin/projects",
      "/admin/subcontractors",
      "/admin/leads/board",
    ]) {
      expect((await get(path, admin)).status, path).toBe(200);
    }
    const set = await post("/admin/subcontractors", { intent: "create-set", name: "Ours" }, admin);
    expect(set.status).not.toBe(403);
  });

  it("gets 403 on every careers page, the export and each action", async () => {
    const pages = [
      "/admin/careers",
      "/admin/careers/postings/new",
      `/admin/careers/postings/${ANY_ID}`,
      `/admin/careers/applications/${ANY_ID}`,
    ];
    for (const path of [...pages, "/admin/careers/export.csv"]) {
      expect((await get(path)).status, path).toBe(403);
    }
    for (const path of pages) {
      expect((await post(path, { title: "x", status: "closed" })).status, path).toBe(403);
    }
    for (const intent of ["stage", "note", "reply", "reject", "hire"]) {
      const answer = await post(`/admin/careers/applications/${ANY_ID}`, {
        intent,
        stage: "offer",
        note: "x",
        subject: "x",
        body: "x",
        startDate: "2099-01-04",
      });
      expect(answer.status, intent).toBe(403);
    }
  });

  it("gets 403 on the project pages and their actions", async () => {
    for (const path of ["/admin/projects", "/admin/projects/new", `/admin/projects/${ANY_ID}`]) {
      expect((await get(path)).status, path).toBe(403);
    }
    const save = await post("/admin/projects/new", { title: "Sneaky", intent: "save" });
    expect(save.status).toBe(403);
  });

  it("gets 403 on every subcontractor page, the export and each action", async () => {
    for (const path of [
      "/admin/subcontractors",
      `/admin/subcontractors/${ANY_ID}`,
      "/admin/subcontractors/export.csv",
    ]) {
      expect((await get(path)).status, path).toBe(403);
    }
    for (const [path, form] of [
      ["/admin/subcontractors", { intent: "create-set", name: "Nope" }],
      ["/admin/subcontractors", { intent: "invite", email: "x@example.com" }],
      [`/admin/subcontractors/${ANY_ID}`, { intent: "approve", documentId: ANY_ID }],
      [`/admin/subcontractors/${ANY_ID}`, { intent: "revoke" }],
    ] as const) {
      expect((await post(path, form)).status, form.intent).toBe(403);
    }
  });

  it("gets 403 on the leads board and its action, and the lead stays where it was", async () => {
    const [lead] = await insertLeads(app().database, [{ name: "Ola Board" }]);
    expect((await get("/admin/leads/board")).status).toBe(403);
    const move = await post("/admin/leads/board", {
      intent: "status",
      leadId: lead!.id,
      status: "won",
    });
    expect(move.status).toBe(403);
    const [after] = await app()
      .database.db.select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, lead!.id));
    expect(after?.status).toBe("new");
  });
});
