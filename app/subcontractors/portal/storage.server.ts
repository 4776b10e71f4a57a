import type { DbOrTx } from "~/db/client.server";
import { storedBytesOf } from "~/files/store.server";
import { hitLimit, type LimitRule } from "~/limits/rate-limit.server";
import type { OpenedLink } from "../links/links.server";

/**
 * What a subcontractor's links may upload (docs/product.md#subcontractors): a number of files per
 * link a day, and a room in stored bytes per subcontractor, so that a link that leaked cannot fill
 * the database. Checked before the body is read (the day's count, a room already full) and again
 * before a file is stored (its size).
 */

/** The owner of a subcontractor's files in `stored_files`. */
export const fileOwnerOf = (subcontractorId: string) => `subcontractor:${subcontractorId}`;

/** Files one link may send in a day: a whole set several times over. */
export const UPLOADS_PER_LINK_PER_DAY = 20;

/** The room of one subcontractor's files: years of renewals of every item at 10 MB. */
export const STORED_BYTES_PER_SUBCONTRACTOR = 200 * 1024 * 1024;

const UPLOADS_PER_LINK: LimitRule = {
  name: "subcontractor-upload:link",
  max: UPLOADS_PER_LINK_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
};

type QuotaProblem = "too-many-uploads" | "storage-full";

type QuotaCheck = { ok: true } | { ok: false; problem: QuotaProblem; retryAfter?: number };

/** Counts one upload of the link against its day, and checks the subcontractor has room left. */
export async function admitUpload(db: DbOrTx, opened: OpenedLink): Promise<QuotaCheck> {
  const day = await hitLimit(db, UPLOADS_PER_LINK, opened.link.id);
  if (!day.allowed) {
    return { ok: false, problem: "too-many-uploads", retryAfter: day.retryAfterSeconds };
  }
  if (!(await hasRoomFor(db, opened.row.id, 1))) return { ok: false, problem: "storage-full" };
  return { ok: true };
}

/** Whether `bytes` more fit in the subcontractor's room. */
export async function hasRoomFor(
  db: DbOrTx,
  subcontractorId: string,
  bytes: number,
): Promise<boolean> {
  const stored = await storedBytesOf(db, fileOwnerOf(subcontractorId), "subcontractor-document");
  return stored + bytes <= STORED_BYTES_PER_SUBCONTRACTOR;
}
