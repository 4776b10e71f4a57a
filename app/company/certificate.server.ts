import type { DbOrTx } from "~/db/client.server";
import { type FileRecord, newestFileOf } from "~/files/store.server";

/**
 * The company's certificate of insurance (docs/decisions/0088): a stored file of the company's,
 * the newest one the current; older ones stay until removed, so that a reply queued before a
 * replacement still carries the certificate it named.
 */
export const CERTIFICATE_OWNER = "company";
export const CERTIFICATE_KIND = "company-coi";

/** The current certificate's record (no bytes), or null when none was uploaded. */
export function currentInsuranceCertificate(db: DbOrTx): Promise<FileRecord | null> {
  return newestFileOf(db, CERTIFICATE_OWNER, CERTIFICATE_KIND);
}
