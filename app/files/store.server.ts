import { and, desc, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type StoredFileRow, storedFiles } from "./files.schema";
import type { FileKind } from "./kinds";
import type { ReceivedFile } from "./upload.server";

/** What is known of a stored file without its bytes. */
export type FileRecord = Omit<StoredFileRow, "data">;

const { data: _bytes, ...recordColumns } = getTableColumns(storedFiles);

/** Stores a received file for its owner; returns its record (its id names it from now on). */
export async function saveFile(
  db: DbOrTx,
  file: ReceivedFile,
  owner: string,
  uploadedBy: string | null,
): Promise<FileRecord> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      kind: file.kind,
      owner,
      name: file.name,
      type: file.type,
      size: file.size,
      sha256: file.sha256,
      data: file.bytes,
      uploadedBy,
    })
    .returning(recordColumns);
  if (!row) throw new Error("the file was not stored");
  return row;
}

/** A file's record, or null (also for an id that is not a UUID: nobody's file). */
export async function fileRecord(db: DbOrTx, id: string): Promise<FileRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(recordColumns).from(storedFiles).where(eq(storedFiles.id, id));
  return row ?? null;
}

/** A file with its bytes, or null. */
export async function readStoredFile(db: DbOrTx, id: string): Promise<StoredFileRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row ?? null;
}

/** An owner's files of a kind, oldest first (records only). */
export function filesOf(db: DbOrTx, owner: string, kind: FileKind): Promise<FileRecord[]> {
  return db
    .select(recordColumns)
    .from(storedFiles)
    .where(and(eq(storedFiles.owner, owner), eq(storedFiles.kind, kind)))
    .orderBy(storedFiles.createdAt);
}

/** An owner's newest file of a kind (the current one of a replaced document), or null. */
export async function newestFileOf(
  db: DbOrTx,
  owner: string,
  kind: FileKind,
): Promise<FileRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(storedFiles)
    .where(and(eq(storedFiles.owner, owner), eq(storedFiles.kind, kind)))
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
    .limit(1);
  return row ?? null;
}

/** Removes an owner's files of a kind, but the one to keep (a replaced W-9). */
export async function removeFilesOf(
  db: DbOrTx,
  owner: string,
  kind: FileKind,
  keep?: string,
): Promise<number> {
  const conditions = [eq(storedFiles.owner, owner), eq(storedFiles.kind, kind)];
  if (keep) conditions.push(ne(storedFiles.id, keep));
  const removed = await db
    .delete(storedFiles)
    .where(and(...conditions))
    .returning({ id: storedFiles.id });
  return removed.length;
}

/** Removes the files of a kind of many owners at once (retention); how many were removed. */
export async function removeFilesOfOwners(
  db: DbOrTx,
  owners: readonly string[],
  kind: FileKind,
): Promise<number> {
  let removed = 0;
  // A bounded number of parameters per statement, however many owners.
  for (let at = 0; at < owners.length; at += 1000) {
    const rows = await db
      .delete(storedFiles)
      .where(
        and(inArray(storedFiles.owner, owners.slice(at, at + 1000)), eq(storedFiles.kind, kind)),
      )
      .returning({ id: storedFiles.id });
    removed += rows.length;
  }
  return removed;
}

/** The bytes an owner's files of a kind take (a quota's measure). */
export async function storedBytesOf(db: DbOrTx, owner: string, kind: FileKind): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
    .from(storedFiles)
    .where(and(eq(storedFiles.owner, owner), eq(storedFiles.kind, kind)));
  return Number(row?.bytes ?? 0);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);
