import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { storedFiles } from "~/files/files.schema";
import { outbox } from "~/mail/mail.schema";
import { useTestDatabase } from "../../../tests/support/database";
import { testContext } from "../../../tests/support/requests";
import { receivedPdf, sendDocument } from "../../../tests/support/subcontractors";
import { linksOf } from "../links/links.server";
import { renewLinks } from "../links/renew-links.server";
import { listSubcontractors } from "../list/list.server";
import { answerAdminForm } from "../office/admin-forms.server";
import { inviteSubcontractor } from "../office/invite.server";
import { removeSubcontractor } from "../office/remove.server";
import { answerReviewForm } from "../office/review.server";
import { fileOwnerOf } from "../portal/storage.server";
import {
  createRequirementSet,
  removeRequirement,
  requirementsOf,
} from "../requirements/requirements.server";
import {
  requirements,
  subcontractorDocuments,
  subcontractorEvents,
  subcontractors,
} from "../subcontractors.schema";
import {
  documentRetentionYears,
  removedCount,
  removeExpiredSubcontractors,
} from "./retention.server";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };
const admin = { ...actor, isAdmin: true };

/** Tuesday 24 November 2026, 7:00 in Los Angeles (the example headquarters is in California). */
const TUESDAY_7AM = new Date("2026-11-24T15:00:00Z");
const WEDNESDAY_7AM = new Date("2026-11-25T15:00:00Z");

beforeEach(async () => {
  await database().truncateAll();
});

/** A subcontractor invited to a set with a W-9 item, who sent their W-9. */
async function withDocument(setId: string, company: string) {
  const db = database().db;
  const context = testContext(database());
  const invited = await inviteSubcontractor(context, actor, {
    company,
    trade: "Paint",
    contactName: "Pat",
    email: `${company.toLowerCase().replace(/\W/g, "")}@example.com`,
    brokerEmail: "",
    setId,
    language: "en",
  });
  if (!invited.ok) throw new Error("not invited");
  const [item] = await requirementsOf(db, setId);
  const saved = await sendDocument(context, invited.id, item!.id, {
    file: receivedPdf("w9.pdf"),
  });
  expect(saved.ok).toBe(true);
  return invited.id;
}

async function aSet(name = "Standard") {
  const db = database().db;
  const setId = (await createRequirementSet(db, actor, name)) ?? "";
  await db.insert(requirements).values({ setId, kind: "w9", title: "" });
  return setId;
}

const filesOwnedBy = async (id: string) =>
  (
    await database()
      .db.select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.owner, fileOwnerOf(id)))
  ).length;

describe("removing a subcontractor", () => {
  it("takes them off the list, revokes their link, keeps their documents, and refuses further actions", async () => {
    const db = database().db;
    const setId = await aSet();
    const gone = await withDocument(setId, "Gone Co");
    const stays = await withDocument(setId, "Stays Co");

    const answer = await answerReviewForm(
      testContext(database()),
      actor,
      gone,
      formOf("remove", { confirmed: "yes" }),
    );
    expect(answer.status).toBe(200);
    expect((await listSubcontractors(db)).map((row) => row.id)).toEqual([stays]);
    const [row] = await db.select().from(subcontractors).where(eq(subcontractors.id, gone));
    expect(row!.removedAt).not.toBeNull();
    expect((await linksOf(db, gone)).map((link) => link.state)).toEqual(["revoked"]);
    // "Lost your link?" sends them nothing.
    const mailsBefore = (await db.select().from(outbox)).length;
    expect(await renewLinks(testContext(database()), "goneco@example.com")).toBe(0);
    expect(await db.select().from(outbox)).toHaveLength(mailsBefore);
    // The documents stay until the retention period is over.
    expect(await filesOwnedBy(gone)).toBe(1);
    expect(await removedCount(db)).toBe(1);
    const events = await db
      .select()
      .from(subcontractorEvents)
      .where(eq(subcontractorEvents.subcontractorId, gone));
    expect(events.map((event) => event.action)).toContain("removed");
    expect(
      (await db.select().from(auditLog)).some((entry) => entry.action === "subcontractors.remove"),
    ).toBe(true);
    // Nothing more to do on a removed subcontractor's page.
    for (const intent of ["remove", "send-link", "revoke"]) {
      const refused = await answerReviewForm(testContext(database()), actor, gone, formOf(intent));
      expect(refused.status, intent).toBe(409);
    }
  });
});

describe("the removed subcontractors' retention", () => {
  it("deletes their record, documents, files and timeline after the admin's period, once a day", async () => {
    const db = database().db;
    const setId = await aSet();
    const old = await withDocument(setId, "Old Co");
    const recent = await withDocument(setId, "Recent Co");
    const working = await withDocument(setId, "Working Co");
    // Removed four years and four days before Tuesday; and two years and a bit before it.
    await removeSubcontractor(db, actor, old, new Date("2022-11-20T12:00:00Z"));
    await removeSubcontractor(db, actor, recent, new Date("2024-11-20T12:00:00Z"));
    expect(await documentRetentionYears(db)).toBe(4);

    expect(await removeExpiredSubcontractors(testContext(database()), TUESDAY_7AM)).toEqual({
      day: "2026-11-24",
      count: 1,
    });
    const left = await db.select({ id: subcontractors.id }).from(subcontractors);
    expect(left.map((row) => row.id).sort()).toEqual([recent, working].sort());
    expect(await filesOwnedBy(old)).toBe(0);
    expect(
      await db
        .select()
        .from(subcontractorDocuments)
        .where(eq(subcontractorDocuments.subcontractorId, old)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(subcontractorEvents)
        .where(eq(subcontractorEvents.subcontractorId, old)),
    ).toEqual([]);
    // The same day again: claimed already.
    expect(await removeExpiredSubcontractors(testContext(database()), TUESDAY_7AM)).toEqual({
      day: null,
      count: 0,
    });

    // The admin shortens the period to two years: Wednesday's run takes the recent one.
    const saved = await answerAdminForm(
      testContext(database()),
      admin,
      formOf("retention", { years: "2" }),
    );
    expect(saved.status).toBe(200);
    expect(await documentRetentionYears(db)).toBe(2);
    expect(await removeExpiredSubcontractors(testContext(database()), WEDNESDAY_7AM)).toEqual({
      day: "2026-11-25",
      count: 1,
    });
    expect(
      (await db.select({ id: subcontractors.id }).from(subcontractors)).map((r) => r.id),
    ).toEqual([working]);
    expect(await filesOwnedBy(recent)).toBe(0);
    // A subcontractor still worked with keeps everything, however old.
    expect(await filesOwnedBy(working)).toBe(1);
  });

  it("deletes the files of documents whose requirement was removed from its set", async () => {
    const db = database().db;
    const setId = await aSet();
    const id = await withDocument(setId, "Kept Co");
    const [item] = await requirementsOf(db, setId);
    await removeRequirement(db, actor, item!.id);
    expect(await filesOwnedBy(id)).toBe(1);
    await db.update(storedFiles).set({ createdAt: new Date("2026-01-01T00:00:00Z") });
    await removeExpiredSubcontractors(testContext(database()), TUESDAY_7AM);
    expect(await filesOwnedBy(id)).toBe(0);
    expect(await db.select({ id: subcontractors.id }).from(subcontractors)).toHaveLength(1);
  });
});

describe("the retention period's form", () => {
  it("is the admin's alone, and takes whole years from 1 to 10", async () => {
    const context = testContext(database());
    const office = await answerAdminForm(
      context,
      { ...actor, isAdmin: false },
      formOf("retention", { years: "2" }),
    );
    expect(office.status).toBe(403);
    for (const years of ["0", "11", "2.5", "four", ""]) {
      const refused = await answerAdminForm(context, admin, formOf("retention", { years }));
      expect(refused.status, years).toBe(400);
    }
    expect(await documentRetentionYears(database().db)).toBe(4);
    expect(
      (await answerAdminForm(context, admin, formOf("retention", { years: "10" }))).status,
    ).toBe(200);
    expect(await documentRetentionYears(database().db)).toBe(10);
  });
});

function formOf(intent: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("intent", intent);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
