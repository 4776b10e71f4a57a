import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { inviteEmployee } from "~/accounts/accounts.server";
import { setPermission } from "~/accounts/people/permission-grants.server";
import { users } from "~/auth/auth.schema";
import { serverTranslator } from "~/i18n/catalogue.server";
import { outbox } from "~/mail/mail.schema";
import { useTestDatabase } from "../../../tests/support/database";
import { insertLeads } from "../../../tests/support/leads";
import { testContext } from "../../../tests/support/requests";
import { leadEmails, leadEvents, leads, leadTallies } from "../leads.schema";
import { leadValues, storeLead } from "../leads.server";
import { earlierLabel as earlierWith } from "../office-labels";
import { EARLIER_COUNT_CAP } from "./pipeline";
import {
  addLeadNote,
  assignLead,
  changeLeadStatus,
  earlierLeadCounts,
  leadTimeline,
  linkedLeads,
  logLeadCall,
  NotALeadWorkerError,
  sendLeadReply,
  setLeadFollowUp,
} from "./pipeline.server";

const database = useTestDatabase();
const actor = { id: "", name: "Grace Hopper" };

/** A moment after the lead under test was received, in minutes. */
function later(minutes: number) {
  return new Date(Date.now() + minutes * 60_000);
}

async function person(email: string, leadAccess: boolean) {
  const deps = testContext(database());
  await inviteEmployee(
    deps,
    { id: null, email: "test" },
    { firstName: "Grace", lastName: "Hopper", email },
  );
  const [user] = await database().db.select().from(users).where(eq(users.email, email));
  if (leadAccess) await setPermission(deps, { id: null, email: "test" }, user!.id, "leads", true);
  return { id: user!.id, name: user!.name };
}

async function newLead() {
  const settings = {
    from: "site@example.com",
    companyInbox: "office@example.com",
    leadsDashboardUrl: "http://localhost/admin/leads",
    company: testContext(database()).company.facts(),
  };
  return storeLead(
    database().db,
    leadValues.contact(
      { name: "Ada", email: "Ada@Example.com", phone: "(555) 010-0001", message: "Hello" },
      "en",
    ),
    settings as never,
  );
}

function events(leadId: string) {
  return database().db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
}

describe("the lead pipeline's changes", () => {
  beforeEach(async () => {
    await database().truncateAll();
    Object.assign(actor, await person("grace@example.com", true));
  });

  it("stores a new lead as New and unassigned with its received entry", async () => {
    const lead = await newLead();
    expect(lead).toMatchObject({ status: "new", assigneeId: null, followUpOn: null });
    expect(lead.emailKey).toBe("ada@example.com");
    expect(lead.phoneKey).toBe("5550100001");
    expect(await events(lead.id)).toMatchObject([{ kind: "received", actorId: null }]);
  });

  it("changes the status with a timeline entry naming who, from and to", async () => {
    const lead = await newLead();
    const at = later(1);
    const changed = await changeLeadStatus(
      database().db,
      actor,
      lead.id,
      { status: "qualified" },
      at,
    );
    expect(changed).toMatchObject({ status: "qualified", lastActivityAt: at });
    const timeline = await leadTimeline(database().db, lead.id);
    expect(timeline[0]).toMatchObject({
      kind: "status_changed",
      actorName: "Grace Hopper",
      at,
      details: { from: "new", to: "qualified" },
    });
  });

  it("keeps the reason of a lost lead and clears it when the lead comes back", async () => {
    const lead = await newLead();
    const lost = await changeLeadStatus(database().db, actor, lead.id, {
      status: "lost",
      lostReason: "price",
      lostNote: "Went with a cheaper bid",
    });
    expect(lost).toMatchObject({
      status: "lost",
      lostReason: "price",
      lostNote: "Went with a cheaper bid",
    });
    const back = await changeLeadStatus(database().db, actor, lead.id, { status: "qualified" });
    expect(back).toMatchObject({ status: "qualified", lostReason: null, lostNote: null });
  });

  it("writes nothing when the status does not change", async () => {
    const lead = await newLead();
    await changeLeadStatus(database().db, actor, lead.id, { status: "new" });
    expect(await events(lead.id)).toHaveLength(1);
  });

  it("answers undefined for a lead that no longer exists", async () => {
    const gone = "00000000-0000-4000-8000-000000000000";
    expect(await changeLeadStatus(database().db, actor, gone, { status: "won" })).toBeUndefined();
    expect(await addLeadNote(database().db, actor, gone, "hi")).toBeUndefined();
  });

  it("assigns to a person with lead access and refuses anyone else", async () => {
    const lead = await newLead();
    const deps = testContext(database());
    const assigned = await assignLead(deps, actor, lead.id, actor.id);
    expect(assigned?.assigneeId).toBe(actor.id);
    const [entry] = await leadTimeline(database().db, lead.id);
    expect(entry).toMatchObject({ kind: "assigned", details: { assigneeName: "Grace Hopper" } });
    const employee = await person("bob@example.com", false);
    await expect(assignLead(deps, actor, lead.id, employee.id)).rejects.toThrow(
      NotALeadWorkerError,
    );
    const unassigned = await assignLead(deps, actor, lead.id, null);
    expect(unassigned?.assigneeId).toBeNull();
  });

  it("sets a follow-up date and adds notes to the timeline, newest first", async () => {
    const lead = await newLead();
    await setLeadFollowUp(database().db, actor, lead.id, "2026-12-01", later(1));
    await addLeadNote(database().db, actor, lead.id, "Wants a quote for 40 drops", later(2));
    const timeline = await leadTimeline(database().db, lead.id);
    expect(timeline.map((entry) => entry.kind)).toEqual(["note", "follow_up_set", "received"]);
    expect(timeline[0]!.details.note).toBe("Wants a quote for 40 drops");
    expect(timeline[1]!.details.followUpOn).toBe("2026-12-01");
  });

  it("sends a reply through the outbox, shows its delivery state and moves New to Contacted", async () => {
    const lead = await newLead();
    const at = later(3);
    const replied = await sendLeadReply(
      database().db,
      actor,
      lead.id,
      (locked) => ({
        to: locked.email,
        replyTo: "office@example.com",
        subject: "Re: your request",
        text: "Hi",
        html: "<p>Hi</p>",
      }),
      at,
    );
    expect(replied).toMatchObject({ status: "contacted", firstResponseAt: at });
    const timeline = await leadTimeline(database().db, lead.id);
    expect(timeline.map((entry) => entry.kind).sort()).toEqual([
      "email_sent",
      "received",
      "status_changed",
    ]);
    const sent = timeline.find((entry) => entry.kind === "email_sent")!;
    expect(sent.delivery).toBe("queued");
    await database()
      .db.update(outbox)
      .set({ status: "sent" })
      .where(eq(outbox.id, sent.details.mailId!));
    const afterDelivery = await leadTimeline(database().db, lead.id);
    expect(afterDelivery.find((entry) => entry.kind === "email_sent")!.delivery).toBe("sent");
  });

  it("keeps the first response time when the lead is answered again", async () => {
    const lead = await newLead();
    const first = later(3);
    await logLeadCall(database().db, actor, lead.id, "Left a message", first);
    const again = await logLeadCall(database().db, actor, lead.id, "", later(4));
    expect(again).toMatchObject({ status: "contacted", firstResponseAt: first });
    const statusChanges = (await events(lead.id)).filter(
      (event) => event.kind === "status_changed",
    );
    expect(statusChanges).toHaveLength(1);
  });

  it("does not move a lead past New back to Contacted when it is answered", async () => {
    const lead = await newLead();
    await changeLeadStatus(database().db, actor, lead.id, { status: "quote_sent" });
    expect(await logLeadCall(database().db, actor, lead.id, "")).toMatchObject({
      status: "quote_sent",
    });
  });

  it("keeps the tallies when the pipeline updates leads", async () => {
    const lead = await newLead();
    await changeLeadStatus(database().db, actor, lead.id, { status: "won" });
    expect(await database().db.select().from(leadTallies)).toEqual([{ kind: "contact", leads: 1 }]);
    expect(await database().db.select().from(leadEmails)).toEqual([
      { email: "Ada@Example.com", leads: 1 },
    ]);
    await database()
      .db.update(leads)
      .set({ email: "other@example.com" })
      .where(eq(leads.id, lead.id));
    expect(await database().db.select().from(leadEmails)).toEqual([
      { email: "other@example.com", leads: 1 },
    ]);
  });
});

describe("the same person's leads", () => {
  beforeEach(() => database().truncateAll());

  it("links leads by address (case aside) or phone digits, and counts the earlier ones", async () => {
    const [oldest, middle, newest, stranger] = await insertLeads(database(), [
      { email: "ada@example.com", createdAt: new Date("2026-01-01T00:00:00Z") },
      {
        email: "other@example.com",
        phone: "555-010-0001",
        createdAt: new Date("2026-02-01T00:00:00Z"),
      },
      {
        email: " ADA@example.com",
        phone: "(555) 0100001",
        createdAt: new Date("2026-03-01T00:00:00Z"),
      },
      { email: "someone@example.com", createdAt: new Date("2026-04-01T00:00:00Z") },
    ]);
    const linked = await linkedLeads(database().db, newest!);
    expect(linked.map((lead) => lead.id)).toEqual([middle!.id, oldest!.id]);
    const counts = await earlierLeadCounts(database().db, [oldest!, middle!, newest!, stranger!]);
    expect(Object.fromEntries(counts)).toEqual({
      [oldest!.id]: 0,
      [middle!.id]: 0,
      [newest!.id]: 2,
      [stranger!.id]: 0,
    });
  });

  it("counts earlier leads up to the cap, and reads them as 9+", async () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    const rows = await insertLeads(
      database(),
      // Odd leads share an address, even ones a phone; leads 10 and 104 have both.
      Array.from({ length: EARLIER_COUNT_CAP + 6 }, (_, i) => {
        const both = i === 10 || i === EARLIER_COUNT_CAP + 5;
        return {
          email: i % 2 || both ? "busy@example.com" : `caller${i}@example.com`,
          phone: i % 2 && !both ? null : "555-010-0999",
          createdAt: new Date(start + i * 60_000),
        };
      }),
    );
    const newest = rows.at(-1)!;
    const eleventh = rows[10]!;
    const counts = await earlierLeadCounts(database().db, [newest, eleventh]);
    // Lead 11 has 5 earlier by phone (0, 2, 4, 6, 8) and 5 by address (1, 3, 5, 7, 9): 10, one
    // past the cap; the newest has 14 and is counted as far as that too.
    expect(counts.get(eleventh.id)).toBe(EARLIER_COUNT_CAP + 1);
    expect(counts.get(newest.id)).toBe(EARLIER_COUNT_CAP + 1);
    const earlierLabel = (count: number) => earlierWith(serverTranslator("en").t, count);
    expect(earlierLabel(counts.get(newest.id)!)).toBe("9+ earlier");
    expect(earlierLabel(3)).toBe("3 earlier");
    expect(earlierLabel(EARLIER_COUNT_CAP)).toBe("9 earlier");
  });

  it("finds linked leads through the normalised indexes", async () => {
    const result = await database().db.execute(
      sql`select indexname from pg_indexes where tablename = 'leads' and indexname like 'leads_%_key_%'`,
    );
    const names = (result as unknown as { rows: { indexname: string }[] }).rows.map(
      (row) => row.indexname,
    );
    expect(names.sort()).toEqual([
      "leads_email_key_created_at_id_idx",
      "leads_phone_key_created_at_id_idx",
    ]);
  });
});
