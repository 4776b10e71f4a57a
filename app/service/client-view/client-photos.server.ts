import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import type { StoredFileRow } from "~/files/files.schema";
import { readStoredFile } from "~/files/store.server";
import type { ServiceContactRow } from "../service.schema";
import { workOrderPhotos } from "../service.schema";
import { clientWorkOrder } from "./client-view.server";

/**
 * A work order's photo as a client contact may read it (docs/service-desk.md#the-clients-view):
 * only a photo of a work order they may see; anything else is null (the route answers 404 alike).
 * Kept apart from the office's and technicians' photo route, so the two can be joined later.
 */
export async function clientPhoto(
  db: DbOrTx,
  contact: ServiceContactRow,
  number: string,
  photoId: string,
): Promise<StoredFileRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(photoId)) return null;
  const found = await clientWorkOrder(db, contact, number);
  if (!found) return null;
  const [photo] = await db
    .select({ fileId: workOrderPhotos.fileId })
    .from(workOrderPhotos)
    .where(and(eq(workOrderPhotos.id, photoId), eq(workOrderPhotos.workOrderId, found.order.id)));
  return photo ? readStoredFile(db, photo.fileId) : null;
}
