import { getViewer } from "~/auth/session.server";
import { fileResponse, mayRead, readAccess } from "~/files/serve.server";
import { fileRecord, readStoredFile } from "~/files/store.server";
import type { Route } from "./+types/file";

/**
 * The one route that serves uploaded files (/files/:id/:name): who may read each is its kind's
 * rule; a file one may not read is answered like one that does not exist (404).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = context.database.db;
  const record = await fileRecord(db, params.id);
  if (!record) throw new Response("Not found", { status: 404 });
  const access = readAccess(record.kind);
  // Only a file that is not public asks who is reading: a public one stays cacheable.
  const reader = access === "public" ? null : await getViewer(request, context);
  if (!mayRead(access, reader)) throw new Response("Not found", { status: 404 });
  if (request.headers.get("if-none-match") === `"${record.sha256}"`) {
    return new Response(null, { status: 304, headers: { ETag: `"${record.sha256}"` } });
  }
  const file = await readStoredFile(db, record.id);
  if (!file) throw new Response("Not found", { status: 404 });
  const download = new URL(request.url).searchParams.has("download");
  return fileResponse(file, { download });
}
