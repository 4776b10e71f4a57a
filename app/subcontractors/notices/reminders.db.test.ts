import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyTimeZone } from "~/company/time-zone";
import { outbox } from "~/mail/mail.schema";
import { calendarDay } from "~/site/wall-clock";
import { useTestDatabase } from "../../../tests/support/database";
import { testContext } from "../../../tests/support/requests";
import {
  evening,
  inviteNamed,
  mailedToken,
  sendDocumentId,
} from "../../../tests/support/subcontractors";
import { openLink } from "../links/links.server";
import { listSubcontractors } from "../list/list.server";
import { removeSubcontractor } from "../office/remove.server";
import { reviewDocument } from "../office/review-document.server";
import { subcontractorPage } from "../office/subcontractor-page.server";
import { complianceOf } from "../requirements/compliance.server";
import { createRequirementSet, requirementsOf } from "../requirements/requirements.server";
import { requirements, subcontractorDocuments, subcontractors } from "../subcontractors.schema";
import { expiryStage, runSubcontractorJobs, weekOf } from "./reminders.server";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };

/** 20:00 UTC on the day `days` after `from`: past 7:00 in every US time zone. */

async function mailsTo(to: string) {
  return database().db.select().from(outbox).where(eq(outbox.to, to));
}

function invite(name: string, setId: string, language: "en" | "es" = "en") {
  return inviteNamed(testContext(database()), name, setId, { language });
}

const send = (id: string, requirementId: string, expiresOn = "") =>
  sendDocumentId(testContext(database()), id, requirementId, expiresOn);

async function statusOf(id: string, now: Date) {
  const page = await subcontractorPage(database().db, id);
  return (await complianceOf(database().db, page!.row, now)).status;
}

describe("the subcontractors' reminders", () => {
  it("reminds weekly after a request, three times, then the subcontractor is Non-responsive until an upload", async () => {
    const db = database().db;
    const setId = (await createRequirementSet(db, actor, "Weekly")) ?? "";
    await db.insert(requirements).values({ setId, kind: "w9", title: "" });
    const sub = await invite("quiet", setId);
    const [w9] = await requirementsOf(db, setId);
    // The request's day in the company's time zone: the reminders count company days.
    const start = calendarDay(new Date(), companyTimeZone(sub.context.company.current().profile));
    const reminders = async () =>
      (await mailsTo(sub.email)).filter((mail) => mail.subject.startsWith("Reminder:"));

    // Six days after the request: nothing yet.
    await runSubcontractorJobs(sub.context, evening(start, 6));
    expect(await reminders()).toHaveLength(0);
    for (const [week, count] of [
      [1, 1],
      [2, 2],
      [3, 3],
    ] as const) {
      const now = evening(start, 7 * week);
      await runSubcontractorJobs(sub.context, now);
      // Once per day: a second check the same day (another instance) sends nothing more.
      await runSubcontractorJobs(sub.context, new Date(now.getTime() + 60_000));
      expect(await reminders()).toHaveLength(count);
      expect(await statusOf(sub.id, now)).toBe(count < 3 ? "missing" : "nonresponsive");
    }
    const [last] = (await reminders()).slice(-1);
    expect(last?.subject).toBe("Reminder: documents still needed from quiet Co");
    expect(last?.text).toContain("W-9: Missing");
    expect((await mailsTo(sub.broker)).some((mail) => mail.subject.startsWith("Reminder:"))).toBe(
      true,
    );
    // Each reminder carries a working link of the person it is sent to.
    for (const to of [sub.email, sub.broker]) {
      const opened = await openLink(db, await mailedToken(db, to));
      expect(opened?.link.email).toBe(to);
    }
    // No fourth reminder; the office's list says Non-responsive too.
    await runSubcontractorJobs(sub.context, evening(start, 28));
    expect(await reminders()).toHaveLength(3);
    const listed = await listSubcontractors(db, evening(start, 28));
    expect(listed.find((row) => row.id === sub.id)?.status).toBe("nonresponsive");

    // Any upload clears it: the item goes to review.
    await send(sub.id, w9!.id);
    expect(await statusOf(sub.id, evening(start, 29))).toBe("pending");
  });

  it("neither reminds nor lists a subcontractor the office removed", async () => {
    const db = database().db;
    const setId = (await createRequirementSet(db, actor, "Removed")) ?? "";
    await db.insert(requirements).values({ setId, kind: "w9", title: "" });
    const sub = await invite("gone", setId);
    expect(await removeSubcontractor(db, actor, sub.id)).toBe(true);
    const start = calendarDay(new Date(), companyTimeZone(sub.context.company.current().profile));
    await runSubcontractorJobs(sub.context, evening(start, 7));
    expect(
      (await mailsTo(sub.email)).filter((mail) => mail.subject.startsWith("Reminder:")),
    ).toEqual([]);
    expect((await listSubcontractors(db, evening(start, 7))).map((row) => row.id)).not.toContain(
      sub.id,
    );
  });

  it("sends each expiry reminder once, 30 and 14 days before and on the day, to the subcontractor and the broker, in their language", async () => {
    const db = database().db;
    const setId = (await createRequirementSet(db, actor, "Expiries")) ?? "";
    await db.insert(requirements).values({ setId, kind: "coi", title: "" });
    const sub = await invite("expiring", setId, "es");
    const [coi] = await requirementsOf(db, setId);
    const expires = "2031-03-31";
    const documentId = await send(sub.id, coi!.id, expires);
    await reviewDocument(sub.context, actor, sub.id, {
      documentId,
      decision: "approve",
      reason: "",
    });
    const expiry = async (to: string) =>
      (await mailsTo(to)).filter((mail) => mail.subject.includes("vence el"));

    await runSubcontractorJobs(sub.context, evening(expires, -31));
    expect(await expiry(sub.email)).toHaveLength(0);
    expect(await statusOf(sub.id, evening(expires, -31))).toBe("compliant");
    await runSubcontractorJobs(sub.context, evening(expires, -30));
    await runSubcontractorJobs(sub.context, evening(expires, -29));
    for (const to of [sub.email, sub.broker]) {
      const [mail] = await expiry(to);
      expect(mail?.subject).toBe("Certificado de seguro de expiring Co vence el 2031-03-31");
      expect(mail?.text).toContain("en 30 días");
    }
    expect(await statusOf(sub.id, evening(expires, -30))).toBe("expiring");
    await runSubcontractorJobs(sub.context, evening(expires, -14));
    expect((await expiry(sub.email)).at(-1)?.text).toContain("en 14 días");
    await runSubcontractorJobs(sub.context, evening(expires, 0));
    await runSubcontractorJobs(sub.context, evening(expires, 1));
    const all = await expiry(sub.email);
    expect(all).toHaveLength(3);
    expect(all.at(-1)?.text).toContain("Envíe el documento renovado ahora");
    expect(await expiry(sub.broker)).toHaveLength(3);
    const brokerLink = await openLink(db, await mailedToken(db, sub.broker));
    expect(brokerLink?.link.email).toBe(sub.broker);
    expect(await statusOf(sub.id, evening(expires, 1))).toBe("expired");
  });

  it("mails the office once a week the subcontractors not compliant, with status and gaps", async () => {
    const context = testContext(database());
    const inbox = context.company.current().profile.leadInbox;
    const officeMails = async () =>
      (await mailsTo(inbox)).filter((mail) =>
        mail.subject.startsWith("Subcontractors not compliant"),
      );
    // The first test's runs sent the weeks they ran in.
    const before = (await officeMails()).length;
    const monday = "2032-03-01";
    expect(weekOf(monday)).toBe(monday);
    expect(weekOf("2032-03-07")).toBe(monday);
    await runSubcontractorJobs(context, evening(monday, 0));
    await runSubcontractorJobs(context, evening(monday, 3));
    const office = (await officeMails()).slice(before);
    expect(office).toHaveLength(1);
    // The first test's subcontractor sent a W-9, pending; the second's certificate expired.
    expect(office[0]?.text).toContain("quiet Co — Pending review: W-9 (Pending review)");
    expect(office[0]?.text).toContain("expiring Co — Expired: Certificate of insurance (Expired)");
    await runSubcontractorJobs(context, evening(monday, 7));
    expect(await officeMails()).toHaveLength(before + 2);
  });

  it("stages an expiry: 30 days, 14 days, the day (up to a week late), else none", () => {
    expect([31, 30, 15, 14, 1, 0, -7, -8].map(expiryStage)).toEqual([
      null,
      "30",
      "30",
      "14",
      "14",
      "0",
      "0",
      null,
    ]);
  });

  it("lists every subcontractor in one query with the statuses of their own pages", async () => {
    const db = database().db;
    // Every kind of item state: two items each, documents older and newer, a set with no item.
    const setId = (await createRequirementSet(db, actor, "Variety")) ?? "";
    await db.insert(requirements).values([
      { setId, kind: "coi", title: "" },
      { setId, kind: "w9", title: "" },
    ]);
    const [coi, w9] = await requirementsOf(db, setId);
    const emptySet = (await createRequirementSet(db, actor, "Empty")) ?? "";
    await invite("empty", emptySet);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string, string, string | null, string, string | null][] = [
      // name, first item's older status, newer status, newer expiry, second item's status, its expiry
      ["fine", "rejected", "approved", inDays(90), "waived", null],
      ["soon", "approved", "approved", inDays(10), "approved", null],
      ["late", "approved", "approved", inDays(-2), "pending", null],
      ["again", "approved", "rejected", inDays(90), "approved", null],
      ["review", "rejected", "pending", null, "approved", inDays(45)],
    ];
    for (const [name, older, newer, expiry, second, secondExpiry] of cases) {
      const sub = await invite(name, setId);
      await db.insert(subcontractorDocuments).values([
        {
          subcontractorId: sub.id,
          requirementId: coi!.id,
          status: older,
          createdAt: at(1),
          expiresOn: inDays(5),
        },
        {
          subcontractorId: sub.id,
          requirementId: coi!.id,
          status: newer,
          createdAt: at(2),
          expiresOn: expiry,
        },
        {
          subcontractorId: sub.id,
          requirementId: w9!.id,
          status: second,
          createdAt: at(3),
          expiresOn: secondExpiry,
        },
      ]);
    }
    await invite("nothing", setId);
    // The office's list leaves out the subcontractors it removed.
    const rows = await db.select().from(subcontractors).where(isNull(subcontractors.removedAt));
    for (const days of [0, 20, 60, 400]) {
      const now = evening(new Date(), days);
      const listed = await listSubcontractors(db, now);
      expect(listed.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
      for (const row of rows) {
        const own = await complianceOf(db, row, now);
        const expiries = own.items
          .map((item) => item.document?.expiresOn)
          .filter((date): date is string => Boolean(date))
          .sort();
        const entry = listed.find((candidate) => candidate.id === row.id);
        expect(entry?.status, `${row.company} in ${days} days`).toBe(own.status);
        expect(entry?.nextExpiry).toBe(expiries[0] ?? null);
        expect(entry?.setName).not.toBe("");
      }
    }
    const statuses = new Set(
      (await listSubcontractors(db, evening(new Date(), 0))).map((row) => row.status),
    );
    expect([...statuses].sort()).toEqual(
      ["compliant", "expired", "expiring", "missing", "pending"].sort(),
    );
  });
});
