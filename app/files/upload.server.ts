import { createHash } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import {
  BodyGuardError,
  guardBody,
  takeUploadSlot,
  UPLOAD_RETRY_AFTER_SECONDS,
  UPLOAD_TIMING,
  type UploadTiming,
} from "~/http/upload-guard.server";
import { FILE_KINDS, type FileKind, uploadBodyMaxBytes } from "./kinds";
import { safeFileName } from "./names";
import { recogniseFile } from "./recognise.server";

/** A file ready to store (app/files/store.server.ts): its bytes in memory. */
export interface ReceivedFile {
  kind: FileKind;
  name: string;
  type: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/**
 * A file of an upload, received whole and recognised, waiting on disk (never in memory while it
 * arrives) until the upload is done with: `readSpooledFile` gives its bytes to store.
 */
interface SpooledFile extends Omit<ReceivedFile, "bytes"> {
  path: string;
  /** Its place among the form's files, from 0 (a field may be about the n-th file). */
  position: number;
}

export async function readSpooledFile(file: SpooledFile): Promise<ReceivedFile> {
  const { path: filePath, position: _position, ...record } = file;
  return { ...record, bytes: await readFile(filePath) };
}

export type UploadProblem =
  | "not-multipart"
  | "malformed"
  | "too-large"
  | "wrong-type"
  | "busy"
  | "stalled"
  | "trapped";

/** Why one file of a form that takes several was left out; the others are kept. */
interface RefusedFile {
  /** The name it was sent with (its last part, bounded). */
  name: string;
  position: number;
  problem: "too-large" | "wrong-type";
  message: string;
}

export type Upload =
  | {
      ok: true;
      /** The first file (the only one of a form that takes one), or null for none chosen. */
      file: SpooledFile | null;
      files: SpooledFile[];
      refused: RefusedFile[];
      fields: Record<string, string>;
    }
  | {
      ok: false;
      status: 400 | 408 | 413 | 415 | 503;
      problem: UploadProblem;
      message: string;
      fields: Record<string, string>;
      /** `Retry-After` when the server was busy. */
      headers?: Record<string, string>;
    };

type UploadRefusal = Extract<Upload, { ok: false }>;

/** The text fields posted beside a file are short: a form's few inputs. */
const FIELD_MAX_BYTES = 4 * 1024;

export interface UploadOptions {
  kind: FileKind;
  /** The form's file input. A file under any other name is refused. */
  fileField: string;
  /** The text inputs read beside it; any other is ignored. */
  fields: readonly string[];
  /** Who sends it (the client's address): a few uploads at once per address. */
  client: string;
  /**
   * How many files the form may carry (1 unless told). With one, a file too large or of a wrong
   * type refuses the upload; with several, each such file is named in `refused` and the others
   * are kept.
   */
  maxFiles?: number;
  /** A field only bots fill (the honeypot): once it arrives filled, reading stops ("trapped"). */
  trap?: string;
  /** The idle time and slowest pace allowed (app/http/upload-guard.server.ts). */
  timing?: UploadTiming;
}

/**
 * Receives an upload and hands it to `use`; its files are removed from disk and its place among
 * the uploads in progress given back when `use` is done, whatever happens. In order, before a
 * byte of the body is read: a form that is not multipart (415), a declared length past what the
 * form may carry (413), no place left for this process or this address (503, `Retry-After`).
 * Then the body is read as it arrives (app/http/upload-guard.server.ts: a stall or a pace too
 * slow is 408), each file streamed to a temporary file, hashed on the way and bounded by its
 * kind's limit: past it, with one file, reading stops at once (413). The trap field, filled, stops
 * it too. Each file is then recognised by its bytes (app/files/recognise.server.ts): a type the
 * kind does not accept is 415, whatever its name or declared type.
 */
export async function withUpload<T>(
  request: Request,
  options: UploadOptions,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  const unread = refusalBeforeReading(request, options);
  if (unread) return use(unread);
  const slot = takeUploadSlot(options.client);
  if (!slot) {
    return use({
      ...refusal(503, "busy", BUSY_MESSAGE),
      headers: { "Retry-After": String(UPLOAD_RETRY_AFTER_SECONDS) },
    });
  }
  const spool = uploadSpool();
  try {
    return await use(await receiveUpload(request, options, spool));
  } finally {
    slot.release();
    await spool.remove();
  }
}

const BUSY_MESSAGE =
  "The server is receiving many uploads: please send the form again in a few seconds.";
const STALLED_MESSAGE = "The upload stopped arriving: please send the form again.";

const refusal = (
  status: 400 | 408 | 413 | 415 | 503,
  problem: UploadProblem,
  message: string,
  fields: Record<string, string> = {},
): UploadRefusal => ({ ok: false, status, problem, message, fields });

const tooLargeMessage = (kind: FileKind) => `The file is too large: ${FILE_KINDS[kind].accepts}.`;
const wrongTypeMessage = (kind: FileKind) =>
  `This file is not accepted here: ${FILE_KINDS[kind].accepts}.`;

function refusalBeforeReading(request: Request, options: UploadOptions): UploadRefusal | null {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    return refusal(
      415,
      "not-multipart",
      "Please send the file with its form (multipart/form-data).",
    );
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > uploadBodyMaxBytes(options.kind, options.maxFiles ?? 1)) {
    return refusal(413, "too-large", tooLargeMessage(options.kind));
  }
  return null;
}

/** A file part as it was written to disk. */
interface Part {
  name: string;
  position: number;
  path: string;
  size: number;
  sha256: string;
  tooLarge: boolean;
}

type Outcome = { parts: Part[] } | Upload;

async function receiveUpload(
  request: Request,
  options: UploadOptions,
  spool: UploadSpool,
): Promise<Upload> {
  const fields: Record<string, string> = {};
  const maxFiles = options.maxFiles ?? 1;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: {
        files: maxFiles,
        // busboy calls reaching its limit "limit": one byte more, so a file of exactly the
        // kind's size passes.
        fileSize: FILE_KINDS[options.kind].maxBytes + 1,
        fields: options.fields.length + 4,
        fieldSize: FIELD_MAX_BYTES,
        parts: options.fields.length + maxFiles + 8,
      },
    });
  } catch {
    return refusal(400, "malformed", "The form could not be read.");
  }
  const body = guardBody(
    request.body as ReadableStream<Uint8Array>,
    uploadBodyMaxBytes(options.kind, maxFiles),
    options.timing ?? UPLOAD_TIMING,
  );
  const outcome = await readParts(body.stream, parser, options, fields, spool);
  if (!("parts" in outcome)) return { ...outcome, fields };
  return recognised(outcome.parts, options, fields);
}

/** Feeds the body to the parser as the parser takes it, until it ends or the upload settles. */
function readParts(
  body: ReadableStream<Uint8Array>,
  parser: busboy.Busboy,
  options: UploadOptions,
  fields: Record<string, string>,
  spool: UploadSpool,
): Promise<Outcome> {
  const wanted = new Set(options.fields);
  const single = (options.maxFiles ?? 1) === 1;
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const writes: Promise<Part>[] = [];
    let position = 0;
    const settle = (value: Outcome) => {
      if (settled) return;
      settled = true;
      // Nothing more is read: the body's unread rest is dropped by the server once answered.
      parser.removeAllListeners();
      parser.on("error", () => undefined);
      parser.destroy();
      resolve(value);
    };
    const fail = (status: 400 | 408 | 413, problem: UploadProblem, message: string) =>
      settle(refusal(status, problem, message));
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(400, "malformed", `The field ${name} is too long.`);
      if (wanted.has(name)) fields[name] = value;
      if (name === options.trap && value !== "") fail(400, "trapped", "");
    });
    parser.on("file", (name, stream, info) => {
      // A part cut short (the upload refused, the parser destroyed) errors; it is waited for
      // by nobody then.
      stream.on("error", () => undefined);
      if (name !== options.fileField) {
        stream.resume();
        return fail(400, "malformed", "The form carries an unexpected file.");
      }
      stream.once("limit", () => {
        if (single) fail(413, "too-large", tooLargeMessage(options.kind));
      });
      const written = spoolPart(stream, info.filename ?? "", position++, spool);
      // A part cut short by a refusal is not waited for.
      written.catch(() => undefined);
      writes.push(written);
    });
    parser.on("filesLimit", () =>
      fail(
        400,
        "malformed",
        single ? "Send one file at a time." : `Send at most ${options.maxFiles} files at a time.`,
      ),
    );
    parser.on("partsLimit", () => fail(400, "malformed", "The form has too many parts."));
    parser.on("error", () => fail(400, "malformed", "The form could not be read."));
    parser.on("close", () => {
      Promise.all(writes).then(
        (parts) => settle({ parts }),
        () => fail(400, "malformed", "The upload was interrupted."),
      );
    });
    pump(body, parser, () => settled).catch((error: unknown) => {
      if (error instanceof BodyGuardError) {
        if (error.problem === "stalled") fail(408, "stalled", STALLED_MESSAGE);
        else fail(413, "too-large", tooLargeMessage(options.kind));
      } else {
        fail(400, "malformed", "The upload was interrupted.");
      }
    });
  });
}

async function pump(
  body: ReadableStream<Uint8Array>,
  parser: busboy.Busboy,
  stopped: () => boolean,
): Promise<void> {
  const reader = body.getReader();
  while (!stopped()) {
    const { done, value } = await reader.read();
    if (stopped()) return;
    if (done) {
      parser.end();
      return;
    }
    if (!parser.write(value)) await drainedOrClosed(parser);
  }
}

/**
 * Waits until the parser takes more or is closed, leaving no listener behind: a large upload
 * waits hundreds of times on one parser.
 */
function drainedOrClosed(parser: busboy.Busboy): Promise<void> {
  return new Promise((resume) => {
    const done = () => {
      parser.off("drain", done);
      parser.off("close", done);
      resume();
    };
    parser.on("drain", done);
    parser.on("close", done);
  });
}

/** Writes one file part to its temporary file, hashing and counting it on the way. */
async function spoolPart(
  stream: Readable,
  name: string,
  position: number,
  spool: UploadSpool,
): Promise<Part> {
  let tooLarge = false;
  stream.once("limit", () => {
    tooLarge = true;
  });
  const filePath = await spool.newPath();
  const hash = createHash("sha256");
  let size = 0;
  await pipeline(
    stream,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        hash.update(chunk);
        yield chunk;
      }
    },
    spool.writer(filePath),
  );
  return { name, position, path: filePath, size, sha256: hash.digest("hex"), tooLarge };
}

/** The parts recognised by their bytes: what the kind accepts is kept, the rest refused. */
async function recognised(
  parts: Part[],
  options: UploadOptions,
  fields: Record<string, string>,
): Promise<Upload> {
  const rule = FILE_KINDS[options.kind];
  const files: SpooledFile[] = [];
  const refused: RefusedFile[] = [];
  const single = (options.maxFiles ?? 1) === 1;
  // A browser sends an empty part for a file input left empty.
  for (const part of parts.filter((chosen) => chosen.size > 0)) {
    const sent = { name: sentName(part.name), position: part.position };
    if (part.tooLarge) {
      refused.push({ ...sent, problem: "too-large", message: tooLargeMessage(options.kind) });
      continue;
    }
    const type = await recogniseFile(part.path);
    if (!type || !(rule.types as readonly string[]).includes(type.mime)) {
      refused.push({ ...sent, problem: "wrong-type", message: wrongTypeMessage(options.kind) });
      continue;
    }
    files.push({
      kind: options.kind,
      name: safeFileName(part.name, type.ext),
      type: type.mime,
      size: part.size,
      sha256: part.sha256,
      path: part.path,
      position: part.position,
    });
  }
  const [first] = refused;
  if (single && first) {
    return first.problem === "too-large"
      ? refusal(413, "too-large", first.message, fields)
      : refusal(415, "wrong-type", first.message, fields);
  }
  return { ok: true, file: files[0] ?? null, files, refused, fields };
}

/** A refused file's name as sent, to name it in the answer: its last part, bounded. */
const sentName = (name: string) => (name.split(/[\\/]/).pop() ?? "").slice(0, 120);

/**
 * Where uploads wait while they arrive: one folder per upload (0700, its files 0600) under a
 * folder of this user's in the system's temporary folder, removed when the upload is done with.
 */
const UPLOADS_FOLDER = path.join(
  os.tmpdir(),
  `contractor-site-uploads-${process.getuid?.() ?? "user"}`,
);

interface UploadSpool {
  newPath(): Promise<string>;
  writer(filePath: string): WriteStream;
  remove(): Promise<void>;
}

function uploadSpool(): UploadSpool {
  let folder: Promise<string> | undefined;
  let count = 0;
  const writers = new Set<WriteStream>();
  return {
    async newPath() {
      folder ??= mkdir(UPLOADS_FOLDER, { recursive: true, mode: 0o700 }).then(() =>
        mkdtemp(path.join(UPLOADS_FOLDER, "upload-")),
      );
      return path.join(await folder, `part-${count++}`);
    },
    writer(filePath) {
      const writer = createWriteStream(filePath, { mode: 0o600 });
      writers.add(writer);
      writer.once("close", () => writers.delete(writer));
      return writer;
    },
    async remove() {
      for (const writer of writers) writer.destroy();
      if (folder) await rm(await folder, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}

/** Older than any upload may take (the slowest pace allowed, for the largest form). */
const LEFT_UPLOAD_AGE_MS = 2 * 60 * 60 * 1000;

/**
 * Removes what a process that stopped without cleaning up (killed, out of memory) left in the
 * uploads folder: run at start. Another process's uploads in progress are younger and stay.
 */
export async function removeLeftUploads(now = Date.now()): Promise<number> {
  let removed = 0;
  const entries = await readdir(UPLOADS_FOLDER).catch(() => [] as string[]);
  for (const entry of entries) {
    const entryPath = path.join(UPLOADS_FOLDER, entry);
    const info = await stat(entryPath).catch(() => null);
    if (info && now - info.mtimeMs > LEFT_UPLOAD_AGE_MS) {
      await rm(entryPath, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
