import { describe, expect, it } from "vitest";
import { storedFiles } from "~/files/files.schema";
import { eraseAddress, findTraces, previewErasure } from "~/privacy/erasure.server";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import { receivedPdf, sendDocument } from "../../tests/support/subcontractors";
import { resendLink } from "./links/resend-link.server";
import { inviteSubcontractor } from "./office/invite.server";
import { createRequirementSet, requirementsOf } from "./requirements/requirements.server";
import {
  requirements,
  subcontractorDocuments,
  subcontractorLinks,
  subcontractors,
} from "./subcontractors.schema";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };

describe("erasing a subcontractor contact at /admin/privacy", () => {
  it("deletes their record, documents, timeline and files, and leaves no trace of the address", async () => {
    const db = database().db;
    const context = testContext(database());
    const setId = (await createRequirementSet(db, actor, "Erasure")) ?? "";
    // A W-9 item to send a document for.
    await db.insert(requirements).values({ setId, kind: "w9", title: "" });
    const address = "erase.me@example.com";
    const invited = await inviteSubcontractor(context, actor, {
      company: "Erase Co",
      trade: "Paint",
      contactName: "Eve",
      email: address,
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

    expect((await previewErasure(db, address)).subcontractors).toBe(1);
    const erased = await eraseAddress(db, actor, address);
    expect(erased.ok && erased.erased.subcontractors).toBe(1);
    expect(await db.select().from(subcontractors)).toEqual([]);
    expect(await db.select().from(subcontractorDocuments)).toEqual([]);
    expect(await db.select({ id: storedFiles.id }).from(storedFiles)).toEqual([]);
    expect(await findTraces(db, address)).toEqual([]);
  });

  it("erases a broker: their links go and no record names them any more", async () => {
    const db = database().db;
    const context = testContext(database());
    const setId = (await createRequirementSet(db, actor, "Broker erasure")) ?? "";
    const broker = "broker.erase@example.com";
    const invited = await inviteSubcontractor(context, actor, {
      company: "Keeps Co",
      trade: "Paint",
      contactName: "Kim",
      email: "keeps@example.com",
      brokerEmail: broker,
      setId,
      language: "en",
    });
    if (!invited.ok) throw new Error("not invited");
    await resendLink(context, actor, invited.id, true);
    expect(await db.select().from(subcontractorLinks)).toHaveLength(2);

    const erased = await eraseAddress(db, actor, broker);
    expect(erased.ok).toBe(true);
    const [kept] = await db.select().from(subcontractors);
    expect(kept?.brokerEmail).toBeNull();
    expect((await db.select().from(subcontractorLinks)).map((link) => link.email)).toEqual([
      "keeps@example.com",
    ]);
    expect(await findTraces(db, broker)).toEqual([]);
  });
});
