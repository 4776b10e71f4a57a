import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { storedFiles } from "~/files/files.schema";
import { tinyPdf } from "~/files/test-files";
import { eraseAddress, findTraces, previewErasure } from "~/privacy/erasure.server";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import { createRequirementSet, requirementsOf } from "./requirements.server";
import { requirements, subcontractorDocuments, subcontractors } from "./subcontractors.schema";
import { inviteSubcontractor, saveDocument, subcontractorPage } from "./subcontractors.server";

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
    const page = await subcontractorPage(db, invited.id);
    const [item] = await requirementsOf(db, setId);
    const bytes = Buffer.from(tinyPdf());
    const saved = await saveDocument(
      db,
      page!.row,
      { requirementId: item!.id, expiresOn: "", number: "" },
      {
        kind: "subcontractor-document",
        name: "w9.pdf",
        type: "application/pdf",
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        bytes,
      },
    );
    expect(saved).toBe(true);

    expect((await previewErasure(db, address)).subcontractors).toBe(1);
    const erased = await eraseAddress(db, actor, address);
    expect(erased.ok && erased.erased.subcontractors).toBe(1);
    expect(await db.select().from(subcontractors)).toEqual([]);
    expect(await db.select().from(subcontractorDocuments)).toEqual([]);
    expect(await db.select({ id: storedFiles.id }).from(storedFiles)).toEqual([]);
    expect(await findTraces(db, address)).toEqual([]);
  });
});
