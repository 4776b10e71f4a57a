import { getViewer } from "~/auth/session.server";
import { fileResponse } from "~/files/serve.server";
import { readStoredFile } from "~/files/store.server";
import { workOrderFileFor } from "../technician/field.server";
import type { Route } from "./+types/work-order-file";

/**
 * A work order's photo or signature (/work-orders/:workOrderId/files/:fileId): served to those
 * the work order allows (`mayReadWorkOrder`: the office, its technician); anyone else, and any
 * file not the work order's, is answered 404 as if it did not exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  const db = context.database.db;
  const fileId = viewer
    ? await workOrderFileFor(db, viewer, params.workOrderId, params.fileId)
    : null;
  const file = fileId ? await readStoredFile(db, fileId) : null;
  if (!file) throw new Response("Not found", { status: 404 });
  return fileResponse(file, { download: false });
}
