import type { DbOrTx } from "~/db/client.server";
import { hitLimit } from "~/limits/rate-limit.server";

/**
 * Acknowledgements go to whatever address a visitor types: a few a day per address keep the
 * forms from being used to flood a stranger's mailbox. The counter is in the database, so every
 * server process shares it; the lead and the company's notification are never limited.
 */
const ACKNOWLEDGEMENT_LIMIT = {
  name: "acknowledgement:recipient",
  max: 3,
  windowMs: 24 * 60 * 60 * 1000,
};

/** The same mailbox however the address was typed. */
export function normaliseRecipient(address: string): string {
  return address.trim().toLowerCase();
}

/** Counts one acknowledgement to this address; false once today's are used up. */
export async function mayAcknowledge(db: DbOrTx, address: string, now = new Date()) {
  const state = await hitLimit(db, ACKNOWLEDGEMENT_LIMIT, normaliseRecipient(address), now);
  return state.allowed;
}
