import type { DbOrTx } from "~/db/client.server";
import type { WorkOrderStatus } from "~/service/service";
import {
  enqueueCheckIn,
  enqueueCheckOut,
  enqueueInvoice,
  enqueueNote,
  enqueueStatus,
} from "./outbox.server";
import { scStatusOf } from "./work-order";

/**
 * What the desk does, told to ServiceChannel (docs/service-desk.md#servicechannel, decision
 * 0090): each of the desk's actions calls `tellServiceChannel` once, in its own transaction, and
 * only a work order that came from ServiceChannel gets a message. The desk hands over plain data.
 */

type DeskChange =
  /** A new status; Completed carries the work done as the resolution. */
  | { kind: "status"; to: WorkOrderStatus; resolution?: string }
  | { kind: "check-in"; at: Date }
  | { kind: "check-out"; at: Date }
  | { kind: "note"; text: string }
  | { kind: "invoice"; number: string; issuedOn: string; amountCents: number };

/** The fields of a work order this needs: its ServiceChannel id, null for the desk's own. */
type ChannelLink = { servicechannelId: number | null };

/** The note that goes with a status: the resolution, or the desk's words for the status. */
const STATUS_NOTES: Partial<Record<WorkOrderStatus, string>> = {
  dispatched: "Technician dispatched.",
  "on-site": "Technician on site.",
  "on-hold": "Work on hold.",
  completed: "Work completed.",
};

/** Queues the message of a desk change, when the work order is ServiceChannel's; its id or null. */
export async function tellServiceChannel(
  tx: DbOrTx,
  order: ChannelLink,
  change: DeskChange,
  now: Date,
): Promise<string | null> {
  const channelId = order.servicechannelId;
  if (channelId === null) return null;
  switch (change.kind) {
    case "status": {
      const status = scStatusOf(change.to);
      if (!status) return null;
      const note = change.resolution?.trim() || STATUS_NOTES[change.to] || "";
      return enqueueStatus(tx, channelId, status, note, now);
    }
    case "check-in":
      return enqueueCheckIn(tx, channelId, change.at, now);
    case "check-out":
      return enqueueCheckOut(tx, channelId, change.at, now);
    case "note":
      return enqueueNote(tx, channelId, change.text, now);
    case "invoice": {
      // The desk records one amount; ServiceChannel's invoice has it as labour, no tax.
      const total = change.amountCents / 100;
      return enqueueInvoice(
        tx,
        channelId,
        {
          invoiceNumber: change.number,
          total,
          tax: 0,
          text: `Invoice ${change.number} of ${change.issuedOn}`,
          labor: total,
          material: 0,
          travel: 0,
        },
        now,
      );
    }
  }
}
