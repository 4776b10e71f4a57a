import { and, asc, count, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { storedFiles } from "~/files/files.schema";
import { LINK_TOKEN_PATTERN, MASKED_TOKEN_END } from "./link-tokens";
import { type MailAttachment, type OutboxMessage, type OutboxStatus, outbox } from "./mail.schema";
import { mailTimings, nextAttemptAfterFailure } from "./retry";

/** One e-mail to send, bodies complete: compose it with `composeMail` (layout.server.ts). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Stored files to send with it, read when it is sent; at most MAIL_ATTACHMENTS_MAX_BYTES. */
  attachments?: MailAttachment[];
}

/**
 * What one message may carry: well under what mail servers accept (often 25 MB, counted after
 * base64 adds a third), and a certificate of insurance is a few hundred kilobytes.
 */
export const MAIL_ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;

export class MailAttachmentError extends Error {}

/** Refuses attachments that are not stored, or that add up to more than one message carries. */
async function checkAttachments(
  db: Database | Transaction,
  mails: readonly OutgoingMail[],
): Promise<void> {
  for (const mail of mails) {
    const ids = (mail.attachments ?? []).map((file) => file.fileId);
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: storedFiles.id, size: storedFiles.size })
      .from(storedFiles)
      .where(inArray(storedFiles.id, ids));
    if (found.length !== new Set(ids).size) {
      throw new MailAttachmentError("an attachment is not a stored file");
    }
    const total = found.reduce((sum, file) => sum + file.size, 0);
    if (total > MAIL_ATTACHMENTS_MAX_BYTES) {
      throw new MailAttachmentError(`attachments of ${total} bytes: more than one message carries`);
    }
  }
}

/** A queued message's attachments with their bytes; a file removed since then is named. */
export async function readMailAttachments(
  db: Database,
  message: Pick<OutboxMessage, "attachments">,
): Promise<{
  files: { filename: string; content: Buffer; contentType: string }[];
  missing: string[];
}> {
  const wanted = message.attachments;
  if (wanted.length === 0) return { files: [], missing: [] };
  const rows = await db
    .select({ id: storedFiles.id, type: storedFiles.type, data: storedFiles.data })
    .from(storedFiles)
    .where(
      inArray(
        storedFiles.id,
        wanted.map((file) => file.fileId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files = wanted.flatMap((file) => {
    const row = byId.get(file.fileId);
    return row
      ? [{ filename: file.name, content: Buffer.from(row.data), contentType: row.type }]
      : [];
  });
  const missing = wanted.filter((file) => !byId.has(file.fileId)).map((file) => file.name);
  return { files, missing };
}

/**
 * Stores a message for delivery. Pass the caller's transaction to queue the mail atomically with
 * the record it is about: then nothing is sent for a rolled-back change, and nothing is lost.
 */
export async function enqueueMail(db: Database | Transaction, mail: OutgoingMail): Promise<string> {
  const [id] = await enqueueMails(db, [mail]);
  return id!;
}

/**
 * The most messages one statement stores. A backlog of thousands (the service clocks' alerts after
 * a server was stopped) in one statement made the embedded database's WebAssembly memory grow by
 * some 200 MB, which it never gives back (docs/decisions/0114).
 */
export const MAILS_PER_STATEMENT = 100;

/**
 * Stores several messages for delivery (see `enqueueMail`), all or none, a hundred a statement;
 * their ids, in order.
 */
export async function enqueueMails(
  db: Database | Transaction,
  mails: readonly OutgoingMail[],
): Promise<string[]> {
  if (mails.length === 0) return [];
  if (mails.length <= MAILS_PER_STATEMENT) return storeMails(db, mails);
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let from = 0; from < mails.length; from += MAILS_PER_STATEMENT) {
      ids.push(...(await storeMails(tx, mails.slice(from, from + MAILS_PER_STATEMENT))));
    }
    return ids;
  });
}

async function storeMails(
  db: Database | Transaction,
  mails: readonly OutgoingMail[],
): Promise<string[]> {
  await checkAttachments(db, mails);
  const now = new Date();
  const giveUpAt = new Date(now.getTime() + mailTimings.retryWindowMs);
  const queued = await db
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo ?? null,
        attachments: mail.attachments ?? [],
        createdAt: now,
        nextAttemptAt: now,
        giveUpAt,
      })),
    )
    .returning({ id: outbox.id });
  nudgeOutbox();
  return queued.map((row) => row.id);
}

/**
 * Claims the next due message for this process: it becomes "sending" with a lease, and its
 * attempt is counted. FOR UPDATE SKIP LOCKED lets several processes claim side by side without
 * ever taking the same message; a message whose lease ended (its sender died) is due again.
 */
export async function claimNextMail(db: Database, now: Date): Promise<OutboxMessage | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(inArray(outbox.status, ["pending", "sending"]), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(outbox)
      .set({
        status: "sending",
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + mailTimings.sendLeaseMs),
      })
      .where(eq(outbox.id, due.id))
      .returning();
    return claimed;
  });
}

/** A body with its link tokens masked (link-tokens.ts), as an update's value. */
const maskedTokens = (body: typeof outbox.text | typeof outbox.html) =>
  sql`regexp_replace(${body}, ${LINK_TOKEN_PATTERN}, ${`\\1${MASKED_TOKEN_END}`}, 'g')`;

/**
 * Sent: the stored copy keeps its link tokens masked from now on (docs/security.md): the person
 * has the whole link in their mailbox, and a copy kept for two years must not be a live key.
 */
export async function markMailSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: "sent",
      sentAt: now,
      lastError: null,
      text: maskedTokens(outbox.text),
      html: maskedTokens(outbox.html),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

/** Masks the link tokens still whole in sent messages (sent before masking existed). */
export async function maskSentLinkTokens(db: Database | Transaction): Promise<number> {
  const masked = await db
    .update(outbox)
    .set({ text: maskedTokens(outbox.text), html: maskedTokens(outbox.html) })
    .where(
      and(
        eq(outbox.status, "sent"),
        sql`(${outbox.text} ~ ${LINK_TOKEN_PATTERN} or ${outbox.html} ~ ${LINK_TOKEN_PATTERN})`,
      ),
    )
    .returning({ id: outbox.id });
  return masked.length;
}

const MAX_ERROR_LENGTH = 1_000;

/**
 * After a failed attempt: back to pending for a later retry, or failed once the window closed.
 * `firstRetryDelayMs` overrides the first back-off (MAIL_RETRY_BASE_MS).
 */
export async function recordFailedAttempt(
  db: Database,
  message: OutboxMessage,
  error: string,
  now: Date,
  firstRetryDelayMs?: number,
): Promise<OutboxStatus> {
  const next = nextAttemptAfterFailure(message.attempts, message.giveUpAt, now, firstRetryDelayMs);
  const lastError = error.slice(0, MAX_ERROR_LENGTH);
  const update = next
    ? { status: "pending" as const, nextAttemptAt: next, lastError }
    : { status: "failed" as const, lastError };
  await db
    .update(outbox)
    .set(update)
    .where(and(eq(outbox.id, message.id), eq(outbox.status, "sending")));
  return update.status;
}

/** A claimed message that must never be sent: failed at once, `reason` shown in the outbox. */
export async function markMailRefused(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "failed", lastError: reason.slice(0, MAX_ERROR_LENGTH) })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

/** Without an SMTP server, due mail is kept as "held": the development mailbox. */
export async function holdUndeliverableMail(db: Database, now: Date): Promise<number> {
  const held = await db
    .update(outbox)
    .set({ status: "held" })
    .where(
      or(
        eq(outbox.status, "pending"),
        and(eq(outbox.status, "sending"), lte(outbox.nextAttemptAt, now)),
      ),
    )
    .returning({ id: outbox.id });
  return held.length;
}

/** Once an SMTP server is configured, held mail is delivered, with a fresh retry window. */
export async function releaseHeldMail(db: Database, now: Date): Promise<number> {
  const released = await db
    .update(outbox)
    .set({
      status: "pending",
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + mailTimings.retryWindowMs),
    })
    .where(eq(outbox.status, "held"))
    .returning({ id: outbox.id });
  return released.length;
}

/** Where some messages stand, by id: a message no longer in the outbox is left out. */
export async function mailStatuses(
  db: Database | Transaction,
  ids: readonly string[],
): Promise<Map<string, OutboxStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: outbox.id, status: outbox.status })
    .from(outbox)
    .where(inArray(outbox.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** What an e-mail's place in the outbox means to the person who wrote it. */
export type MailDelivery = "queued" | "sent" | "failed";

function deliveryOf(status: OutboxStatus | undefined): MailDelivery {
  if (status === "sent") return "sent";
  if (status === "failed") return "failed";
  return "queued";
}

/**
 * A timeline's entries (a lead's, an application's), each e-mail entry with its delivery from
 * the outbox, read once for them all.
 */
export async function withMailDelivery<
  Entry extends { kind: string; details: { mailId?: string | undefined } },
>(db: Database, entries: readonly Entry[]): Promise<(Entry & { delivery?: MailDelivery })[]> {
  const statuses = await mailStatuses(
    db,
    entries.flatMap((entry) => (entry.details.mailId ? [entry.details.mailId] : [])),
  );
  return entries.map((entry) =>
    entry.kind === "email_sent"
      ? {
          ...entry,
          delivery: deliveryOf(
            entry.details.mailId ? statuses.get(entry.details.mailId) : undefined,
          ),
        }
      : entry,
  );
}

/** The newest messages first, for the admin's view of the outbox. */
export function listRecentMail(db: Database, limit: number): Promise<OutboxMessage[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}

export async function countMailByStatus(db: Database): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: outbox.status, total: count() })
    .from(outbox)
    .groupBy(outbox.status);
  const counts = { pending: 0, sending: 0, sent: 0, failed: 0, held: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

// The nudge lives on globalThis: the server entry and the route modules may be loaded as
// separate module instances (Vite in development, the bundled build in production).
const NUDGE_KEY = Symbol.for("contractor-site.outbox-nudge");
type GlobalWithNudge = typeof globalThis & { [NUDGE_KEY]?: EventTarget };

function nudgeTarget(): EventTarget {
  const global = globalThis as GlobalWithNudge;
  global[NUDGE_KEY] ??= new EventTarget();
  return global[NUDGE_KEY];
}

/** Wakes the workers of this process so that fresh mail goes out at once. */
export function nudgeOutbox(): void {
  nudgeTarget().dispatchEvent(new Event("enqueued"));
}

/** Calls the listener whenever mail is enqueued in this process; returns the unsubscribe. */
export function onMailEnqueued(listener: () => void): () => void {
  const target = nudgeTarget();
  target.addEventListener("enqueued", listener);
  return () => target.removeEventListener("enqueued", listener);
}
