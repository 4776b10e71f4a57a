import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { DbOrTx } from "~/db/client.server";
import { tinyPdf } from "~/files/test-files";
import type { ReceivedFile } from "~/files/upload.server";
import { outbox } from "~/mail/mail.schema";
import { holderLink } from "~/subcontractors/links/links.server";
import { inviteSubcontractor } from "~/subcontractors/office/invite.server";
import { saveDocument } from "~/subcontractors/portal/save-document.server";
import { subcontractorDocuments, subcontractors } from "~/subcontractors/subcontractors.schema";

/** The subcontractor tests' shared steps: an invitation, the links mailed, a document sent. */

export const OFFICE = { id: null, email: "office@example.com" };

/** Invites `<name>@example.com` (and `<name>.broker@example.com` unless `broker` is ""). */
export async function inviteNamed(
  context: AppLoadContext,
  name: string,
  setId: string,
  { language = "en", broker }: { language?: "en" | "es"; broker?: string } = {},
) {
  const email = `${name}@example.com`;
  const brokerEmail = broker ?? `${name}.broker@example.com`;
  const invited = await inviteSubcontractor(context, OFFICE, {
    company: `${name} Co`,
    trade: "Electrical",
    contactName: name,
    email,
    brokerEmail,
    setId,
    language,
  });
  if (!invited.ok) throw new Error(`${name} was not invited`);
  return { id: invited.id, email, broker: brokerEmail, context };
}

/** The mails queued to an address, oldest first. */
export function mailsTo(db: DbOrTx, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);
}

/** The token of the newest link mailed to an address ("" when none). */
export async function mailedToken(db: DbOrTx, to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), sql`${outbox.text} like '%token=%'`))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
}

/** A small PDF as the upload module hands it over. */
export function receivedPdf(name = "doc.pdf", size?: number): ReceivedFile {
  const bytes = Buffer.from(tinyPdf(name));
  return {
    kind: "subcontractor-document",
    name,
    type: "application/pdf",
    size: size ?? bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    bytes,
  };
}

/** The subcontractor and the link of one of their people (the contact by default). */
export async function openedBy(db: DbOrTx, subcontractorId: string, holder?: string) {
  const [row] = await db
    .select()
    .from(subcontractors)
    .where(eq(subcontractors.id, subcontractorId));
  if (!row) throw new Error("no such subcontractor");
  const link = await holderLink(db, subcontractorId, holder ?? row.email);
  if (!link) throw new Error("no link for that holder");
  return { row, link };
}

/** Sends a document through the contact's link, as the page's upload does; its outcome. */
export async function sendDocument(
  context: AppLoadContext,
  subcontractorId: string,
  requirementId: string,
  { expiresOn = "", file = receivedPdf() }: { expiresOn?: string; file?: ReceivedFile } = {},
) {
  const opened = await openedBy(context.database.db, subcontractorId);
  return saveDocument(context, opened, { requirementId, expiresOn, number: "" }, file);
}

/** Sends a document through the contact's link and answers the stored document's id. */
export async function sendDocumentId(
  context: AppLoadContext,
  subcontractorId: string,
  requirementId: string,
  expiresOn = "",
): Promise<string> {
  const saved = await sendDocument(context, subcontractorId, requirementId, { expiresOn });
  if (!saved.ok) throw new Error(`the document was refused: ${saved.problem}`);
  const [document] = await context.database.db
    .select()
    .from(subcontractorDocuments)
    .where(eq(subcontractorDocuments.subcontractorId, subcontractorId))
    .orderBy(desc(subcontractorDocuments.createdAt))
    .limit(1);
  return document!.id;
}

/** 20:00 UTC on the day `days` after `from`: past 7:00 in every US time zone. */
export function evening(from: Date | string, days: number): Date {
  const date = new Date(typeof from === "string" ? `${from}T20:00:00Z` : from);
  date.setUTCHours(20, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}
