import { desc } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { auditLog } from "./audit.schema";

export interface AuditActor {
  id: string | null;
  email: string | null;
}

/** Writes one entry; pass the caller's transaction to record it atomically with the change. */
export async function recordAudit(
  db: Database | Transaction,
  actor: AuditActor,
  action: string,
  subject?: string | null,
  details: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    subject: subject ?? null,
    details,
  });
}

export function listAudit(db: Database, limit = 200) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(limit);
}
