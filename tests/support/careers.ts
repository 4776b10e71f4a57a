import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { resumeOwnerOf } from "~/careers/applications.server";
import type { ApplicationStage } from "~/careers/careers";
import { type JobApplicationRow, jobApplications } from "~/careers/careers.schema";
import { createPosting } from "~/careers/postings.server";
import type { DbOrTx } from "~/db/client.server";
import { saveFile } from "~/files/store.server";
import { tinyPdf } from "~/files/test-files";

/** A published posting to apply to; `changes` replace its fields. */
export function aPosting(db: DbOrTx, changes: Partial<Parameters<typeof createPosting>[1]> = {}) {
  return createPosting(db, {
    title: "Cable Technician",
    titleEs: null,
    officeId: "headquarters",
    employmentType: "FULL_TIME",
    payMin: 28,
    payMax: 36,
    payPeriod: "HOUR",
    description: "Pull and terminate copper and fiber.",
    descriptionEs: null,
    requirements: "- BICSI",
    requirementsEs: null,
    // Ninety days ahead: a fixed date would close the posting for every run after it.
    closesOn: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    status: "published",
    ...changes,
  });
}

/** An application stored as the apply form stores it, with a PDF résumé unless told otherwise. */
export async function anApplication(
  db: DbOrTx,
  postingId: string,
  {
    email = "ana@example.com",
    stage = "new",
    decidedAt = null,
    resume = true,
  }: {
    email?: string;
    stage?: ApplicationStage;
    decidedAt?: Date | null;
    resume?: boolean;
  } = {},
): Promise<JobApplicationRow> {
  const [row] = await db
    .insert(jobApplications)
    .values({ postingId, name: "Ana Ruiz", email, phone: "555", stage, decidedAt })
    .returning();
  if (!row) throw new Error("no application");
  if (!resume) return row;
  const bytes = Buffer.from(tinyPdf(`résumé of ${email}`));
  const file = await saveFile(
    db,
    {
      kind: "resume",
      name: "resume.pdf",
      type: "application/pdf",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    },
    resumeOwnerOf(row.id),
    null,
  );
  await db
    .update(jobApplications)
    .set({ resumeFileId: file.id })
    .where(eq(jobApplications.id, row.id));
  return { ...row, resumeFileId: file.id };
}
