import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { storedFiles } from "~/files/files.schema";
import { saveFile } from "~/files/store.server";
import { tinyPdf } from "~/files/test-files";
import { useTestDatabase } from "../../../tests/support/database";
import { testContext } from "../../../tests/support/requests";
import {
  inviteNamed,
  mailedToken,
  mailsTo,
  OFFICE,
  openedBy,
  receivedPdf,
  sendDocument,
} from "../../../tests/support/subcontractors";
import { resendLink } from "../links/resend-link.server";
import { createRequirementSet, requirementsOf } from "../requirements/requirements.server";
import {
  requirements,
  subcontractorDocuments,
  subcontractorEvents,
} from "../subcontractors.schema";
import { answerDocumentUpload } from "./portal.server";
import {
  admitUpload,
  fileOwnerOf,
  STORED_BYTES_PER_SUBCONTRACTOR,
  UPLOADS_PER_LINK_PER_DAY,
} from "./storage.server";

const database = useTestDatabase();

beforeEach(async () => {
  await database().truncateAll();
});

/** A set with a certificate of insurance and a W-9, and a subcontractor invited to it. */
async function invited(name: string) {
  const db = database().db;
  const setId = (await createRequirementSet(db, OFFICE, `Uploads ${name}`)) ?? "";
  await db.insert(requirements).values([
    { setId, kind: "coi", title: "", position: 1 },
    { setId, kind: "w9", title: "", position: 2 },
  ]);
  const [coi, w9] = await requirementsOf(db, setId);
  const sub = await inviteNamed(testContext(database()), name, setId);
  return { ...sub, coi: coi!.id, w9: w9!.id };
}

/** The page's upload form posted through a link, as a browser sends it. */
function uploadThrough(token: string, fields: Record<string, string>, file = tinyPdf()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new Blob([new Uint8Array(file)], { type: "application/pdf" }), "coi.pdf");
  return answerDocumentUpload(
    testContext(database()),
    new Request(`http://localhost/team/subcontractors/documents?token=${token}`, {
      method: "POST",
      body: form,
    }),
  );
}

const documentsOf = async (id: string) =>
  database()
    .db.select()
    .from(subcontractorDocuments)
    .where(eq(subcontractorDocuments.subcontractorId, id));

describe("a document sent through a personal link", () => {
  it("refuses a certificate of insurance without its expiry, naming the item, and stores nothing", async () => {
    const sub = await invited("noexpiry");
    const token = await mailedToken(database().db, sub.email);
    const answer = await uploadThrough(token, { requirementId: sub.coi, expiresOn: "" });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      ok: false,
      message: "Certificate of insurance: Please check the fields of this item.",
      errors: { expiresOn: "Please enter the expiry date printed on the document." },
      values: { requirementId: sub.coi, expiresOn: "" },
    });
    expect(await documentsOf(sub.id)).toEqual([]);
    // A W-9 does not expire: none asked.
    expect((await sendDocument(sub.context, sub.id, sub.w9)).ok).toBe(true);
    // With its expiry the certificate is taken, and "Next expiry" has a date.
    const sent = await uploadThrough(token, { requirementId: sub.coi, expiresOn: "2031-01-31" });
    expect(sent.status).toBe(200);
    expect(sent.result).toMatchObject({
      ok: true,
      message:
        "Thank you: we received coi.pdf for Certificate of insurance. Our office will review it.",
    });
  });

  it("names the file and its item in the timeline and the office's e-mail, and the holder who sent it", async () => {
    const db = database().db;
    const sub = await invited("timeline");
    await resendLink(sub.context, OFFICE, sub.id, true);
    const broker = await mailedToken(db, sub.broker);
    expect(
      (await uploadThrough(broker, { requirementId: sub.coi, expiresOn: "2031-01-31" })).status,
    ).toBe(200);
    const [event] = await db
      .select()
      .from(subcontractorEvents)
      .where(eq(subcontractorEvents.action, "uploaded"));
    expect(event).toMatchObject({ actor: sub.broker, note: "Certificate of insurance (coi.pdf)" });
    const inbox = sub.context.company.current().profile.leadInbox;
    const [notice] = (await mailsTo(db, inbox)).filter((mail) =>
      mail.subject.startsWith("Document received"),
    );
    expect(notice?.subject).toBe("Document received: timeline Co, Certificate of insurance");
    expect(notice?.replyTo).toBe(sub.broker);
    expect(notice?.text).toContain(`/admin/subcontractors/${sub.id}`);
    expect((await openedBy(db, sub.id, sub.broker)).link.lastUsedAt).not.toBeNull();
  });

  it(`refuses a link's upload past ${UPLOADS_PER_LINK_PER_DAY} in a day with 429, the other person's link still sending`, async () => {
    const db = database().db;
    const sub = await invited("busy");
    await resendLink(sub.context, OFFICE, sub.id, true);
    const contact = await openedBy(db, sub.id);
    for (let upload = 0; upload < UPLOADS_PER_LINK_PER_DAY; upload++) {
      expect((await admitUpload(db, contact)).ok).toBe(true);
    }
    const token = await mailedToken(db, sub.email);
    const refused = await uploadThrough(token, { requirementId: sub.w9 });
    expect(refused.status).toBe(429);
    expect(refused.headers?.["Retry-After"]).toMatch(/^\d+$/);
    expect(refused.result).toMatchObject({
      ok: false,
      message: `This link has sent ${UPLOADS_PER_LINK_PER_DAY} files today, the most it may send in a day. Please try again tomorrow, or call our office.`,
    });
    expect(await documentsOf(sub.id)).toEqual([]);
    const broker = await mailedToken(db, sub.broker);
    expect((await uploadThrough(broker, { requirementId: sub.w9 })).status).toBe(200);
  });

  it("refuses a file that does not fit in the subcontractor's room, and any upload once it is full", async () => {
    const db = database().db;
    const sub = await invited("full");
    const token = await mailedToken(db, sub.email);
    const owner = fileOwnerOf(sub.id);
    // Files already stored, 1 KB short of the room.
    await saveFile(db, receivedPdf("old.pdf", STORED_BYTES_PER_SUBCONTRACTOR - 1024), owner, null);
    const tooBig = await sendDocument(sub.context, sub.id, sub.w9, {
      file: receivedPdf("w9.pdf", 2048),
    });
    expect(tooBig).toMatchObject({ ok: false, problem: "storage-full" });
    expect(await documentsOf(sub.id)).toEqual([]);
    expect((await sendDocument(sub.context, sub.id, sub.w9)).ok).toBe(true);

    await saveFile(db, receivedPdf("more.pdf", 1024), owner, null);
    const full = await uploadThrough(token, { requirementId: sub.w9 });
    expect(full.status).toBe(413);
    expect(full.result).toMatchObject({
      ok: false,
      message:
        "We cannot store more files for full Co: the room kept for each subcontractor (200 MB) is full. Please call our office.",
    });
    const files = await db.select().from(storedFiles).where(eq(storedFiles.owner, owner));
    expect(files).toHaveLength(3);
  });
});
