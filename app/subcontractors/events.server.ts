import type { DbOrTx } from "~/db/client.server";
import type { NoticeDeps } from "./notices/notices.server";
import { subcontractorEvents } from "./subcontractors.schema";

/** The subcontractors' timeline (docs/product.md#subcontractors) and the columns of a new request. */

export type Deps = NoticeDeps;

export async function addEvent(
  db: DbOrTx,
  subcontractorId: string,
  action: string,
  actor: string,
  note = "",
) {
  await db.insert(subcontractorEvents).values({ subcontractorId, action, actor, note });
}

/**
 * The columns of a new request for documents (the invitation, the request to the broker, a
 * rejection): the weekly reminders count from it, none sent yet. Sending a link again is not one.
 */
export const newRequest = (now: Date) => ({
  requestedAt: now,
  remindersSent: 0,
  lastRemindedAt: null,
});
