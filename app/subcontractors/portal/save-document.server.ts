import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { saveFile } from "~/files/store.server";
import type { ReceivedFile } from "~/files/upload.server";
import { addEvent, type Deps } from "../events.server";
import { markLinkUsed, type OpenedLink } from "../links/links.server";
import { mailOfficeUpload } from "../notices/notices.server";
import { KIND_NAMES } from "../requirements/kind-names.server";
import {
  asksForExpiry,
  isRequirementKind,
  type RequirementView,
  requirementTitleInEnglish,
} from "../requirements/requirements";
import { requirements, subcontractorDocuments, subcontractors } from "../subcontractors.schema";
import type { documentFieldsSchema } from "../subcontractors.validation";
import { fileOwnerOf, hasRoomFor } from "./storage.server";

type SaveOutcome =
  | { ok: true; item: string }
  | { ok: false; problem: "unknown-item" }
  | { ok: false; problem: "expiry-required" | "storage-full"; item: RequirementView };

/**
 * Stores a document sent through one person's link for one of the subcontractor's requirements,
 * and tells the office. Refused, storing nothing: an item not theirs, an item whose kind expires
 * sent without its expiry, a file that does not fit in the subcontractor's room.
 */
export async function saveDocument(
  deps: Deps,
  opened: OpenedLink,
  fields: z.infer<typeof documentFieldsSchema>,
  file: ReceivedFile,
): Promise<SaveOutcome> {
  const { row, link } = opened;
  return deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(requirements)
      .where(and(eq(requirements.id, fields.requirementId), eq(requirements.setId, row.setId)));
    if (!found || !isRequirementKind(found.kind)) return { ok: false, problem: "unknown-item" };
    const item: RequirementView = { ...found, kind: found.kind };
    if (asksForExpiry(item.kind) && !fields.expiresOn) {
      return { ok: false, problem: "expiry-required", item };
    }
    if (!(await hasRoomFor(tx, row.id, file.size))) {
      return { ok: false, problem: "storage-full", item };
    }
    const stored = await saveFile(tx, file, fileOwnerOf(row.id), null);
    await tx.insert(subcontractorDocuments).values({
      subcontractorId: row.id,
      requirementId: item.id,
      fileId: stored.id,
      fileName: stored.name,
      expiresOn: fields.expiresOn || null,
      number: fields.number || null,
    });
    // Any upload answers the request: the reminders stop and Non-responsive is cleared.
    await tx
      .update(subcontractors)
      .set({
        lastActivityAt: new Date(),
        requestedAt: null,
        remindersSent: 0,
        lastRemindedAt: null,
      })
      .where(eq(subcontractors.id, row.id));
    await markLinkUsed(tx, link.id);
    const name = requirementTitleInEnglish(item, KIND_NAMES);
    await addEvent(tx, row.id, "uploaded", link.email, `${name} (${stored.name})`);
    await mailOfficeUpload(tx, deps, row, { holder: link.email, item: name, file: stored.name });
    return { ok: true, item: name };
  });
}
