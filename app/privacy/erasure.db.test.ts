import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { adminSetupLink } from "~/accounts/accounts.server";
import { auditLog } from "~/audit/audit.schema";
import { recordAudit } from "~/audit/audit.server";
import { users } from "~/auth/auth.schema";
import { receiveApplication, resumeOwnerOf } from "~/careers/applications.server";
import { jobApplications, jobPostings } from "~/careers/careers.schema";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { PGLITE_OPTIONS } from "~/db/pglite.server";
import { storedFiles } from "~/files/files.schema";
import { multipartRequest, tinyPdf } from "~/files/test-files";
import { leadEmails, leadEvents, leads } from "~/leads/leads.schema";
import { addLeadNote, sendLeadReply } from "~/leads/pipeline/pipeline.server";
import { outbox } from "~/mail/mail.schema";
import { action as contactAction } from "~/marketing/routes/home";
import { aPosting } from "../../tests/support/careers";
import { useTestDatabase } from "../../tests/support/database";
import { insertLeads } from "../../tests/support/leads";
import { formPost, routeArgs, testContext } from "../../tests/support/requests";
import { eraseAddress, findTraces, previewErasure } from "./erasure.server";

const database = useTestDatabase();
const ADDRESS = "grace.hopper@example.net";
const actor = { id: null, email: "admin@example.com" };

/** A lead sent through the real contact form: the lead, its timeline, both mails, a counter. */
async function contactFromGrace(
  email = "Grace.Hopper@Example.net",
  on: DatabaseHandle = database(),
  message = "Please quote 12 Cat6 drops",
) {
  const request = formPost("/?index", {
    name: "Grace Hopper",
    email,
    phone: "(555) 010-0142",
    message,
  });
  await contactAction(routeArgs(request, on) as never);
}

/** Each table's file number: VACUUM FULL writes a table into a new file. */
async function fileNumbers(on: DatabaseHandle, tables: string[]) {
  const result = await on.db.execute(
    sql`select relname as "table", relfilenode::text as "file" from pg_class
      where relname in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )}) and relkind = 'r'`,
  );
  const rows = (result as unknown as { rows: { table: string; file: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.table, row.file]));
}

/** The bytes of the embedded database's table files (base/), without its write-ahead log. */
async function tableFileBytes(client: PGlite): Promise<Buffer> {
  const tar = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  const files: Buffer[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar
      .subarray(at, at + 100)
      .toString("latin1")
      .replace(/\0.*$/s, "");
    if (!name) break;
    const size = Number.parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString("latin1")
        .trim() || "0",
      8,
    );
    if (/(^|\/)base\//.test(name)) files.push(tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return Buffer.concat(files);
}

/** The admin, as the timeline names who worked a lead. */
async function officeWorker() {
  await adminSetupLink(testContext(database()), { force: true });
  const [admin] = await database().db.select().from(users);
  return { id: admin!.id, name: "Olive Office" };
}

beforeEach(async () => {
  await database().truncateAll();
});

describe("erasure of an e-mail address", () => {
  it("counts what it will erase, then leaves no trace of the address in any table", async () => {
    await contactFromGrace();
    await contactFromGrace(ADDRESS);
    const { db } = database();
    const office = await officeWorker();
    const graces = await db.select().from(leads);
    const [other] = await insertLeads(database(), [
      { name: "Someone Else", email: "else@example.com", message: `Ask ${ADDRESS} too` },
    ]);
    await addLeadNote(db, office, other!.id, `Grace wrote from ${ADDRESS.toUpperCase()}`);
    await sendLeadReply(db, office, graces[0]!.id, (lead) => ({
      to: lead.email,
      subject: "Re: your contact request",
      text: "Hello Grace",
      html: "<p>Hello Grace</p>",
    }));
    expect((await findTraces(db, ADDRESS)).length).toBeGreaterThan(0);

    const preview = await previewErasure(db, ADDRESS);
    expect(preview).toMatchObject({
      leads: 2,
      hasAccount: false,
      integrationSubmissions: 0,
    });
    // Received twice, one reply, and the move to Contacted it made.
    expect(preview.timelineEntries).toBe(4);
    // Two notifications, two acknowledgements, one reply.
    expect(preview.mails).toBe(5);
    expect(preview.limitCounters).toBeGreaterThan(0);
    expect(preview.otherMentions).toBeGreaterThan(0);

    expect(await eraseAddress(db, actor, ADDRESS)).toEqual({ ok: true, erased: preview });
    expect(await findTraces(db, ADDRESS)).toEqual([]);
    // Nothing else went: the other lead and its note stay, the address replaced.
    const [kept] = await db.select().from(leads);
    expect(kept).toMatchObject({ name: "Someone Else", message: "Ask [erased] too" });
    const notes = await db.select().from(leadEvents);
    expect(notes.map((event) => event.details.note).filter(Boolean)).toEqual([
      "Grace wrote from [erased]",
    ]);
    expect(await db.select().from(leadEmails)).toEqual([{ email: "else@example.com", leads: 1 }]);
  });

  it("records an audit entry with the counts and nothing that identifies the address", async () => {
    await contactFromGrace(ADDRESS);
    await eraseAddress(database().db, actor, ADDRESS);
    const [entry] = await database().db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "privacy.erased", subject: null });
    expect(entry!.details).toMatchObject({ leads: 1, timelineEntries: 1, mails: 2 });
    const stored = JSON.stringify(entry).toLowerCase();
    expect(stored).not.toContain("grace");
    expect(stored).not.toContain("hopper");
  });

  it("refuses an address that belongs to a staff account, and changes nothing", async () => {
    await contactFromGrace("admin@example.com");
    await adminSetupLink(testContext(database()), { force: true });
    expect(await eraseAddress(database().db, actor, "admin@example.com")).toEqual({
      ok: false,
      reason: "account",
    });
    expect(await database().db.select().from(leads)).toHaveLength(1);
    expect(await database().db.select().from(auditLog)).toHaveLength(0);
  });

  it("erases nothing for an address it does not know, and matches no look-alike", async () => {
    await contactFromGrace("gracexhopper@example.net");
    const preview = await previewErasure(database().db, "grace.hopper@example.net");
    expect(preview).toMatchObject({ leads: 0, mails: 0, limitCounters: 0, otherMentions: 0 });
    await eraseAddress(database().db, actor, "grace.hopper@example.net");
    expect(await database().db.select().from(leads)).toHaveLength(1);
    expect(await database().db.select().from(outbox)).toHaveLength(2);
  });

  it("matches whole addresses only: a neighbour's lead, mail, counters and audit entries stay", async () => {
    const { db } = database();
    await contactFromGrace("ann@example.com");
    await contactFromGrace("joann@example.com");
    await contactFromGrace("ann@example.com.au");
    const office = await officeWorker();
    const [other] = await insertLeads(database(), [
      { name: "Someone Else", email: "else@example.com", message: "Write to Ann@Example.COM." },
    ]);
    await addLeadNote(
      db,
      office,
      other!.id,
      "Ask 'ann@example.com', not joann@example.com, jo.ann@example.com nor o'ann@example.com",
    );
    await recordAudit(db, { id: null, email: "joann@example.com" }, "leads.exported", null, {});

    const preview = await previewErasure(db, "ann@example.com");
    expect(preview).toMatchObject({ leads: 1, timelineEntries: 1, mails: 2, otherMentions: 2 });
    expect(preview.limitCounters).toBeGreaterThan(0);
    await eraseAddress(db, actor, "ann@example.com");

    expect((await db.select().from(leads)).map((lead) => lead.email).sort()).toEqual([
      "ann@example.com.au",
      "else@example.com",
      "joann@example.com",
    ]);
    const mails = await db.select().from(outbox);
    expect(mails.filter((mail) => mail.to === "joann@example.com")).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === "ann@example.com.au")).toHaveLength(1);
    // Her notification (which names her) and her acknowledgement are still queued.
    expect(
      mails.filter((mail) => mail.to === "joann@example.com" || mail.text.includes("joann@")),
    ).toHaveLength(2);
    const [kept] = await db.select().from(leads).where(sql`${leads.email} = 'else@example.com'`);
    expect(kept!.message).toBe("Write to [erased].");
    const notes = (await db.select().from(leadEvents)).flatMap((event) =>
      event.details.note ? [event.details.note] : [],
    );
    expect(notes).toEqual([
      "Ask '[erased]', not joann@example.com, jo.ann@example.com nor o'ann@example.com",
    ]);
    const audit = await db.select().from(auditLog);
    expect(audit.find((entry) => entry.action === "leads.exported")?.actorEmail).toBe(
      "joann@example.com",
    );
    const counters = await db.execute(sql`select "key" from rate_limits`);
    const keys = (counters as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    expect(keys.some((key) => key.endsWith(":joann@example.com"))).toBe(true);
    expect(keys.some((key) => key.endsWith(":ann@example.com"))).toBe(false);
    expect(await findTraces(db, "ann@example.com")).toEqual([]);
    expect((await findTraces(db, "joann@example.com")).length).toBeGreaterThan(0);
  });

  it("vacuums the tables it changed, so their files are written anew without the erased rows", async () => {
    await contactFromGrace(ADDRESS);
    await contactFromGrace("else@example.com", database(), `Ask ${ADDRESS}`);
    const touched = ["leads", "lead_events", "lead_emails", "outbox", "rate_limits"];
    const before = await fileNumbers(database(), [...touched, "company_profile", "daily_job_runs"]);
    await eraseAddress(database().db, actor, ADDRESS);
    const after = await fileNumbers(database(), [...touched, "company_profile", "daily_job_runs"]);
    for (const table of touched) expect(after[table], table).not.toBe(before[table]);
    // Tables that never held the address are left alone.
    expect(after.company_profile).toBe(before.company_profile);
    expect(after.daily_job_runs).toBe(before.daily_job_runs);
  });

  it("leaves no byte of the erased address in the embedded database's table files", async () => {
    // The run's migrated template when the tests run on PGlite; migrated here on PostgreSQL runs.
    const template = inject("pgliteTemplatePath");
    const client = template
      ? await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), ...PGLITE_OPTIONS })
      : await PGlite.create("memory://", PGLITE_OPTIONS);
    const own = await openDatabase({ pglite: client });
    try {
      if (!template) await own.migrate();
      await contactFromGrace(ADDRESS, own);
      await contactFromGrace("else@example.com", own, `Ask ${ADDRESS}`);
      await client.query("checkpoint");
      expect((await tableFileBytes(client)).includes(Buffer.from(ADDRESS))).toBe(true);
      await eraseAddress(own.db, actor, ADDRESS);
      await client.query("checkpoint");
      expect((await tableFileBytes(client)).includes(Buffer.from(ADDRESS))).toBe(false);
    } finally {
      await own.close();
    }
  });
});

describe("erasure of an applicant", () => {
  /** An application sent through the real apply form, with a PDF résumé. */
  async function apply(postingId: string, email: string, message = "") {
    const [posting] = await database()
      .db.select()
      .from(jobPostings)
      .where(sql`${jobPostings.id} = ${postingId}`);
    const request = multipartRequest(
      "/careers/cable-technician",
      { name: "Ann Applicant", email, phone: "(555) 010-0142", message },
      [{ field: "resume", name: "cv.pdf", type: "application/pdf", bytes: tinyPdf(email) }],
    );
    const answer = await receiveApplication(request, testContext(database()), posting!);
    expect(answer.status).toBe(200);
  }

  it("counts, then deletes their applications, résumés and mail, matching the whole address only", async () => {
    const { db } = database();
    const posting = await aPosting(db);
    await apply(posting.id, "Ann@Example.com");
    await apply(posting.id, "ann@example.com");
    await apply(posting.id, "joann@example.com", "Ann (ann@example.com) told me about you");
    expect(await db.select().from(jobApplications)).toHaveLength(3);
    expect(await db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(3);

    const preview = await previewErasure(db, "ann@example.com");
    // Her two applications; for each, the office's notice (replying to her) and her
    // confirmation; the notice of joann's application, which quotes her; joann's message.
    expect(preview).toMatchObject({ applications: 2, mails: 5, otherMentions: 1, leads: 0 });

    const erased = await eraseAddress(db, actor, "ann@example.com");
    expect(erased).toEqual({ ok: true, erased: preview });
    const kept = await db.select().from(jobApplications);
    expect(kept.map((row) => [row.email, row.message])).toEqual([
      ["joann@example.com", "Ann ([erased]) told me about you"],
    ]);
    const files = await db.select({ owner: storedFiles.owner }).from(storedFiles);
    expect(files.map((file) => file.owner)).toEqual([resumeOwnerOf(kept[0]!.id)]);
    // Joann's confirmation stays; the office's notice of her application quoted Ann's address.
    const mails = await db.select().from(outbox);
    expect(mails.map((mail) => mail.to)).toEqual(["joann@example.com"]);
    expect(await findTraces(db, "ann@example.com")).toEqual([]);
  });
});
