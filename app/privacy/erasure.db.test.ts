import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { adminSetupLink } from "~/auth/accounts.server";
import { users } from "~/auth/auth.schema";
import { leadEmails, leadEvents, leads } from "~/leads/leads.schema";
import { addLeadNote, sendLeadReply } from "~/leads/pipeline.server";
import { outbox } from "~/mail/mail.schema";
import { action as contactAction } from "~/marketing/routes/home";
import { useTestDatabase } from "../../tests/support/database";
import { insertLeads } from "../../tests/support/leads";
import { formPost, routeArgs, testContext } from "../../tests/support/requests";
import { eraseAddress, findTraces, previewErasure } from "./erasure.server";

const database = useTestDatabase();
const ADDRESS = "grace.hopper@example.net";
const actor = { id: null, email: "admin@example.com" };

/** A lead sent through the real contact form: the lead, its timeline, both mails, a counter. */
async function contactFromGrace(email = "Grace.Hopper@Example.net") {
  const request = formPost("/?index", {
    name: "Grace Hopper",
    email,
    phone: "(555) 010-0142",
    message: "Please quote 12 Cat6 drops",
  });
  await contactAction(routeArgs(request, database()) as never);
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
});
