import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { inviteEmployee, setPasswordWithToken } from "~/accounts/accounts.server";
import { auditLog } from "~/audit/audit.schema";
import { users } from "~/auth/auth.schema";
import { outbox } from "~/mail/mail.schema";
import { adminCookie, grantedCookie, withCookie } from "../../tests/support/accounts";
import { aPosting } from "../../tests/support/careers";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import {
  addApplicationNote,
  applicationsHiring,
  applicationTimeline,
  hireApplicant,
  rejectApplication,
  sendApplicantReply,
} from "./applicant.server";
import { jobApplicationEvents, jobApplications, jobPostings } from "./careers.schema";
import { loader as careersPage } from "./routes/admin-careers";
import { loader as applicantPage } from "./routes/admin-careers-application";
import { loader as careersExport } from "./routes/admin-careers-export";
import { moveApplication } from "./stages.server";

const database = useTestDatabase();
const deps = () => testContext(database());
const actor = { id: null, email: "hana@example.com", name: "Hana Office" };
const hire = { firstName: "Ana", lastName: "Ruiz", startDate: "2026-12-07", closePosting: true };

beforeEach(async () => {
  const db = database().db;
  await db.delete(jobApplications);
  await db.delete(jobPostings);
  await db.delete(outbox);
});

async function anApplication(values: { email?: string; language?: "en" | "es" } = {}) {
  const db = database().db;
  const posting = await aPosting(db, { titleEs: "Técnico de cableado" });
  const [row] = await db
    .insert(jobApplications)
    .values({
      postingId: posting.id,
      name: "Ana Ruiz",
      email: values.email ?? `ana-${Math.random().toString(36).slice(2)}@example.com`,
      phone: "555 010 2030",
      language: values.language ?? "en",
    })
    .returning();
  if (!row) throw new Error("no application");
  return row;
}

const mails = () => database().db.select().from(outbox);

describe("the applicant page's changes", () => {
  it("notes, stage moves and replies land on the timeline, newest first, e-mails queued", async () => {
    const application = await anApplication();
    const db = database().db;
    await moveApplication(db, actor, { applicationId: application.id, stage: "interview" });
    expect(await addApplicationNote(db, actor, application.id, "Strong fiber experience.")).toBe(
      true,
    );
    await sendApplicantReply(deps(), actor, application.id, {
      subject: "Interview on Monday",
      body: "Hello Ana,\n\nCan you come on Monday at 9?",
    });
    const timeline = await applicationTimeline(db, application.id);
    expect(timeline.map((entry) => entry.kind)).toEqual(["email_sent", "note", "stage_changed"]);
    expect(timeline[0]).toMatchObject({ actorName: "Hana Office", delivery: "queued" });
    expect(timeline[2]?.details).toEqual({ from: "new", to: "interview" });
    const [reply] = await mails();
    expect(reply).toMatchObject({ to: application.email, subject: "Interview on Monday" });
    expect(reply?.text).toContain("Can you come on Monday at 9?");
    expect(reply?.text).toContain("Kind regards,");
  });

  it("rejects with the courteous e-mail in the applicant's language, or without any", async () => {
    const spanish = await anApplication({ language: "es" });
    const quiet = await anApplication();
    expect(await rejectApplication(deps(), actor, spanish.id, { sendEmail: true })).toBe(
      "rejected",
    );
    expect(await rejectApplication(deps(), actor, quiet.id, { sendEmail: false })).toBe("rejected");
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: spanish.email,
      subject: "Su postulación a Técnico de cableado",
    });
    expect(sent[0]?.text).toContain("hemos decidido continuar con otros candidatos");
    const [row] = await database()
      .db.select()
      .from(jobApplications)
      .where(eq(jobApplications.id, quiet.id));
    expect(row).toMatchObject({ stage: "rejected" });
    expect(row?.decidedAt).toBeInstanceOf(Date);
  });

  it("hires: the account with its invitation, stage Hired, start date, posting closed", async () => {
    const application = await anApplication({ language: "es" });
    const db = database().db;
    const result = await hireApplicant(deps(), actor, application.id, hire);
    expect(result).toMatchObject({ kind: "hired", postingClosed: true });
    const [person] = await db.select().from(users).where(eq(users.email, application.email));
    expect(person).toMatchObject({
      firstName: "Ana",
      lastName: "Ruiz",
      role: "employee",
      language: "es",
    });
    const [row] = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, application.id));
    expect(row).toMatchObject({ stage: "hired", startDate: "2026-12-07", personId: person?.id });
    const [posting] = await db
      .select()
      .from(jobPostings)
      .where(eq(jobPostings.id, application.postingId));
    expect(posting?.status).toBe("closed");
    // The invitation every new hire gets, in their language, with a working set-password link.
    const [invitation] = await mails();
    expect(invitation?.to).toBe(application.email);
    const link = /https?:\/\/\S+/.exec(invitation?.text ?? "")?.[0] ?? "";
    expect(link).toContain("/es/account/set-password?token=");
    const token = new URL(link).searchParams.get("token") ?? "";
    expect((await setPasswordWithToken(deps(), token, "analytical engine 42"))?.id).toBe(
      person?.id,
    );
    const actions = (await db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(["invitation.sent", "careers.application-hired"]),
    );
    expect(await applicationsHiring(db, "ana ruiz")).toEqual([
      { id: application.id, postingTitle: "Cable Technician" },
    ]);
    expect(await hireApplicant(deps(), actor, application.id, hire)).toEqual({
      kind: "already-hired",
    });
    expect(await moveApplication(db, actor, { applicationId: application.id, stage: "new" })).toBe(
      false,
    );
  });

  it("names the job and the start date in the hire's invitation, in their language", async () => {
    const english = await anApplication({ email: "noel@example.com" });
    await hireApplicant(deps(), actor, english.id, { ...hire, closePosting: false });
    const spanish = await anApplication({ email: "ana@example.com", language: "es" });
    await hireApplicant(deps(), actor, spanish.id, { ...hire, closePosting: false });
    const invitationTo = async (to: string) =>
      (await mails()).find((mail) => mail.to === to)?.text ?? "";
    expect(await invitationTo("noel@example.com")).toContain(
      "You join us as Cable Technician, starting December 7, 2026.",
    );
    expect(await invitationTo("ana@example.com")).toContain(
      "Se incorpora como Técnico de cableado a partir del 7 de diciembre de 2026.",
    );
  });

  it("links the hire to their progress page for the admin only (the page is the admin's)", async () => {
    const application = await anApplication();
    await hireApplicant(deps(), actor, application.id, hire);
    const open = async (cookie: string) => {
      const request = withCookie(
        new Request(`http://localhost/admin/careers/applications/${application.id}`),
        cookie,
      );
      const params = { applicationId: application.id };
      return applicantPage({ request, context: deps(), params } as never);
    };
    const hiringOnly = await open(await grantedCookie(deps(), "hana@example.com", "hiring"));
    expect(hiringOnly.person?.name).toBe("Ana Ruiz");
    expect(hiringOnly.mayOpenProgress).toBe(false);
    expect((await open(await adminCookie(deps()))).mayOpenProgress).toBe(true);
  });

  it("writes when it came and its timeline in the company's zone, named, on the page, the list and the CSV", async () => {
    const application = await anApplication();
    const db = database().db;
    // 04:30 UTC on 15 January: the evening of the 14th at the California headquarters.
    await db
      .update(jobApplications)
      .set({ createdAt: new Date("2025-01-15T04:30:00Z") })
      .where(eq(jobApplications.id, application.id));
    await addApplicationNote(db, actor, application.id, "Called back.");
    await db
      .update(jobApplicationEvents)
      .set({ at: new Date("2025-07-01T16:05:00Z") })
      .where(eq(jobApplicationEvents.applicationId, application.id));
    const cookie = await grantedCookie(deps(), `hiring-${Date.now()}@example.com`, "hiring");
    const get = (path: string, params: Record<string, string> = {}) => ({
      request: withCookie(new Request(`http://localhost${path}`), cookie),
      context: deps(),
      params,
    });
    const page = await applicantPage(
      get(`/admin/careers/applications/${application.id}`, {
        applicationId: application.id,
      }) as never,
    );
    expect(page.application.received).toBe("January 14, 2025 at 8:30 PM PST");
    expect(page.timeline.map((entry) => entry.when)).toEqual([
      "July 1, 2025 at 9:05 AM PDT",
      "January 14, 2025 at 8:30 PM PST",
    ]);
    const list = await careersPage(get("/admin/careers") as never);
    expect(list.applications.map((row) => row.received)).toEqual([
      "January 14, 2025 at 8:30 PM PST",
    ]);
    const csv = await (await careersExport(get("/admin/careers/export.csv") as never)).text();
    expect(csv).toContain('"January 14, 2025 at 8:30 PM PST"');
  });

  it("refuses a hire whose address has an account, leaving nothing half-done", async () => {
    const email = `taken-${Date.now()}@example.com`;
    await inviteEmployee(deps(), actor, { firstName: "Ana", lastName: "Ruiz", email });
    await database().db.delete(outbox);
    const application = await anApplication({ email: email.toUpperCase() });
    const db = database().db;
    expect(await hireApplicant(deps(), actor, application.id, hire)).toEqual({
      kind: "account-exists",
    });
    const [row] = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, application.id));
    expect(row).toMatchObject({ stage: "new", startDate: null, personId: null });
    const [posting] = await db
      .select()
      .from(jobPostings)
      .where(eq(jobPostings.id, application.postingId));
    expect(posting?.status).toBe("published");
    expect(await mails()).toEqual([]);
    expect(await applicationTimeline(db, application.id)).toEqual([]);
  });

  it("deletes an application's timeline with the application (retention, erasure)", async () => {
    const application = await anApplication();
    const db = database().db;
    await addApplicationNote(db, actor, application.id, "A note.");
    await db.delete(jobApplications).where(eq(jobApplications.id, application.id));
    expect(
      await db
        .select()
        .from(jobApplicationEvents)
        .where(eq(jobApplicationEvents.applicationId, application.id)),
    ).toEqual([]);
  });
});
