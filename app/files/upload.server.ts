import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { FILE_KINDS, type FileKind } from "./kinds";
import { safeFileName } from "./names";

/** A file received whole and recognised: ready to store (app/files/store.server.ts). */
export interface ReceivedFile {
  kind: FileKind;
  name: string;
  type: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

export type UploadProblem = "not-multipart" | "malformed" | "too-large" | "wrong-type";

export type Upload =
  | { ok: true; file: ReceivedFile | null; fields: Record<string, string> }
  | {
      ok: false;
      status: 400 | 413 | 415;
      problem: UploadProblem;
      message: string;
      fields: Record<string, string>;
    };

/**
 * How much of a body is read at most: past a kind's limit the rest is read and dropped (a browser
 * still sending its file shows a reset connection, not the answer, when the server stops reading),
 * up to this, the hard limit of an upload's declared length (server/security.ts); past it reading
 * stops.
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/** The text fields posted beside a file are short: a form's few inputs. */
const FIELD_MAX_BYTES = 4 * 1024;

export interface UploadOptions {
  kind: FileKind;
  /** The form's file input. A file under any other name is refused. */
  fileField: string;
  /** The text inputs read beside it; any other is ignored. */
  fields: readonly string[];
}

/**
 * Reads a multipart form as it arrives: the one file of `fileField`, bounded by its kind's limit
 * while streaming (past it, reading stops and the answer is 413: nothing is kept), hashed on the
 * way, then recognised by its bytes (`file-type`): a file whose bytes are not of a type the kind
 * accepts is refused with 415, whatever its name or declared type.
 */
export async function receiveUpload(request: Request, options: UploadOptions): Promise<Upload> {
  const fields: Record<string, string> = {};
  const contentType = request.headers.get("content-type") ?? "";
  const rule = FILE_KINDS[options.kind];
  const refuse = (status: 400 | 413 | 415, problem: UploadProblem, message: string): Upload => ({
    ok: false,
    status,
    problem,
    message,
    fields,
  });
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    return refuse(
      415,
      "not-multipart",
      "Please send the file with its form (multipart/form-data).",
    );
  }
  const tooLarge = `The file is too large: ${rule.accepts}.`;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        files: 1,
        // busboy calls reaching its limit "limit": one byte more, so a file of exactly the
        // kind's size passes.
        fileSize: rule.maxBytes + 1,
        fields: options.fields.length + 4,
        fieldSize: FIELD_MAX_BYTES,
        parts: options.fields.length + 8,
      },
    });
  } catch {
    return refuse(400, "malformed", "The form could not be read.");
  }
  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  const wanted = new Set(options.fields);
  type Received = {
    name: string;
    chunks: Buffer[];
    size: number;
    hash: ReturnType<typeof createHash>;
    tooLarge?: boolean;
  };

  const outcome = await new Promise<
    | { received: Received | null }
    | { status: 400 | 413 | 415; problem: UploadProblem; message: string }
  >((resolve) => {
    let received: Received | null = null;
    let settled = false;
    const settle = (value: Parameters<typeof resolve>[0], stop = false) => {
      if (settled) return;
      settled = true;
      if (stop) {
        // Nothing more of the body is read: the rest of an oversized file never arrives here.
        source.unpipe(parser);
        source.destroy();
        parser.removeAllListeners();
        parser.on("error", () => undefined);
      }
      resolve(value);
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) {
        settle(
          { status: 400, problem: "malformed", message: `The field ${name} is too long.` },
          true,
        );
        return;
      }
      if (wanted.has(name)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== options.fileField) {
        stream.resume();
        settle(
          { status: 400, problem: "malformed", message: "The form carries an unexpected file." },
          true,
        );
        return;
      }
      const file: Received = {
        name: info.filename ?? "",
        chunks: [],
        size: 0,
        hash: createHash("sha256"),
      };
      stream.on("data", (chunk: Buffer) => {
        file.chunks.push(chunk);
        file.size += chunk.length;
        file.hash.update(chunk);
      });
      stream.on("limit", () => {
        // Nothing more of it is kept; busboy skips the rest of the file. The rest of the body is
        // still read (and dropped) up to DRAIN_MAX_BYTES, so that the browser, still sending,
        // gets the answer instead of a reset connection.
        file.chunks = [];
        file.tooLarge = true;
      });
      // Taken at once, so that "close" sees a file that went over the limit.
      received = file;
    });
    parser.on("filesLimit", () =>
      settle({ status: 400, problem: "malformed", message: "Send one file at a time." }, true),
    );
    parser.on("partsLimit", () =>
      settle({ status: 400, problem: "malformed", message: "The form has too many parts." }, true),
    );
    parser.on("error", () =>
      settle({ status: 400, problem: "malformed", message: "The form could not be read." }, true),
    );
    parser.on("close", () => {
      const file = received as Received | null;
      settle(
        file?.tooLarge ? { status: 413, problem: "too-large", message: tooLarge } : { received },
      );
    });
    let read = 0;
    source.on("data", (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) {
        settle({ status: 413, problem: "too-large", message: tooLarge }, true);
      }
    });
    source.on("error", () =>
      settle({ status: 400, problem: "malformed", message: "The upload was interrupted." }, true),
    );
    source.pipe(parser);
  });

  if ("status" in outcome) return refuse(outcome.status, outcome.problem, outcome.message);
  const received = outcome.received;
  // A browser sends an empty part for a file input left empty.
  if (!received || received.size === 0) return { ok: true, file: null, fields };
  const bytes = Buffer.concat(received.chunks, received.size);
  const recognised = await fileTypeFromBuffer(bytes);
  if (!recognised || !(rule.types as readonly string[]).includes(recognised.mime)) {
    return refuse(415, "wrong-type", `This file is not accepted here: ${rule.accepts}.`);
  }
  return {
    ok: true,
    fields,
    file: {
      kind: options.kind,
      name: safeFileName(received.name, recognised.ext),
      type: recognised.mime,
      size: received.size,
      sha256: received.hash.digest("hex"),
      bytes,
    },
  };
}
