import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { tinyPdf } from "~/files/test-files";
import { subcontractorDocuments } from "~/subcontractors/subcontractors.schema";
import { saveDocument, subcontractorPage } from "~/subcontractors/subcontractors.server";

/** 20:00 UTC on the day `days` after `from`: past 7:00 in every US time zone. */
export function evening(from: Date | string, days: number): Date {
  const date = new Date(typeof from === "string" ? `${from}T20:00:00Z` : from);
  date.setUTCHours(20, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** The subcontractor sends a PDF for the requirement, as their page's upload stores it: its id. */
export async function sendDocument(
  database: DatabaseHandle,
  subcontractorId: string,
  requirementId: string,
  expiresOn = "",
): Promise<string> {
  const page = await subcontractorPage(database.db, subcontractorId);
  const bytes = Buffer.from(tinyPdf());
  const saved = await saveDocument(
    database.db,
    page!.row,
    { requirementId, expiresOn, number: "" },
    {
      kind: "subcontractor-document",
      name: "doc.pdf",
      type: "application/pdf",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    },
  );
  expect(saved).toBe(true);
  const [document] = await database.db
    .select()
    .from(subcontractorDocuments)
    .where(eq(subcontractorDocuments.subcontractorId, subcontractorId))
    .orderBy(subcontractorDocuments.createdAt);
  return document!.id;
}
