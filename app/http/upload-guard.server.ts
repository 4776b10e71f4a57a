/**
 * What keeps uploads from holding the server (docs/security.md, "Uploads"): a place among the
 * uploads read at once, per process and per client address, and a body read only while it keeps
 * arriving: a pause of `idleMs` without a byte, or a pace below `minBytesPerSecond` once the
 * first `graceMs` have passed, ends it. The route answers what went wrong; nothing is kept.
 */
export interface UploadTiming {
  idleMs: number;
  graceMs: number;
  minBytesPerSecond: number;
}

export const UPLOAD_TIMING: UploadTiming = {
  idleMs: 15_000,
  graceMs: 30_000,
  // 512 kbit/s: a poor mobile uplink still sends a 5 MB résumé in 30 s + 80 s.
  minBytesPerSecond: 64 * 1024,
};

/** Uploads read at once by one process, and by one client address among them. */
export const UPLOADS_AT_ONCE = { perProcess: 8, perAddress: 3 } as const;

/** What a client refused for want of a place is told to wait, in seconds. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

interface UploadSlot {
  release(): void;
}

let uploadsInProgress = 0;
const uploadsByAddress = new Map<string, number>();

/** How many uploads this process is reading or handling now (the bench and tests read it). */
export const uploadsNow = () => uploadsInProgress;

/**
 * A place among the uploads read at once, or null when the process or the address has none
 * left. Released once, however often `release` is called.
 */
export function takeUploadSlot(client: string): UploadSlot | null {
  const mine = uploadsByAddress.get(client) ?? 0;
  if (uploadsInProgress >= UPLOADS_AT_ONCE.perProcess || mine >= UPLOADS_AT_ONCE.perAddress) {
    return null;
  }
  uploadsInProgress++;
  uploadsByAddress.set(client, mine + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      uploadsInProgress--;
      const left = (uploadsByAddress.get(client) ?? 1) - 1;
      if (left > 0) uploadsByAddress.set(client, left);
      else uploadsByAddress.delete(client);
    },
  };
}

type BodyProblem = "stalled" | "too-large";

interface GuardedBody {
  /** The body's bytes as they arrive; it errors when the body stalls or passes `maxBytes`. */
  stream: ReadableStream<Uint8Array>;
  /** Why the stream ended early, or null. */
  problem(): BodyProblem | null;
}

/** Thrown into the guarded stream, so that whoever reads it stops. */
export class BodyGuardError extends Error {
  constructor(readonly problem: BodyProblem) {
    super(problem === "stalled" ? "the upload stopped arriving" : "the upload is too large");
  }
}

/**
 * The body read through the guard. The idle time runs only while the reader waits for bytes (a
 * reader slowed by its own work is not the client's fault). When the guard ends the body, the
 * request's own stream is left unread, never cancelled: cancelling it would close the connection
 * before the answer is sent (the server drops the rest: server/unread-bodies.ts).
 */
export function guardBody(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  timing: UploadTiming = UPLOAD_TIMING,
): GuardedBody {
  const reader = body.getReader();
  const started = Date.now();
  let received = 0;
  let problem: BodyProblem | null = null;
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, why: BodyProblem) => {
    problem = why;
    controller.error(new BodyGuardError(why));
  };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waitLimit = Math.min(timing.idleMs, msLeft(started, received, timing));
      const stalled = new Promise<"stalled">((resolve) => {
        timer = setTimeout(() => resolve("stalled"), Math.max(0, waitLimit));
      });
      const next = await Promise.race([reader.read(), stalled]).finally(() => clearTimeout(timer));
      if (next === "stalled") return fail(controller, "stalled");
      if (next.done) return controller.close();
      received += next.value.byteLength;
      if (received > maxBytes) return fail(controller, "too-large");
      controller.enqueue(next.value);
    },
  });
  return { stream, problem: () => problem };
}

/** How long the body may still take to stay above the slowest pace allowed. */
function msLeft(started: number, received: number, timing: UploadTiming): number {
  const allowed = timing.graceMs + (received / timing.minBytesPerSecond) * 1000;
  return started + allowed - Date.now();
}

type GuardedForm =
  | { ok: true; form: FormData }
  | {
      ok: false;
      problem: "busy" | BodyProblem | "malformed";
      status: 400 | 408 | 413 | 503;
      headers?: Record<string, string>;
    };

/**
 * A small form (a file of at most a megabyte or so beside its fields) read whole in memory, but
 * through the guard: a place among the uploads at once while it is read (503 when none), a stall
 * or a pace too slow ends it (408), at most `maxBytes` (413).
 */
export async function readGuardedForm(
  request: Request,
  client: string,
  maxBytes: number,
  timing: UploadTiming = UPLOAD_TIMING,
): Promise<GuardedForm> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    return { ok: false, problem: "too-large", status: 413 };
  }
  const slot = takeUploadSlot(client);
  if (!slot) {
    const headers = { "Retry-After": String(UPLOAD_RETRY_AFTER_SECONDS) };
    return { ok: false, problem: "busy", status: 503, headers };
  }
  const body = request.body ? guardBody(request.body, maxBytes, timing) : null;
  try {
    const guarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: body?.stream ?? null,
      duplex: "half",
    } as RequestInit);
    return { ok: true, form: await guarded.formData() };
  } catch {
    const problem = body?.problem() ?? "malformed";
    const status = problem === "stalled" ? 408 : problem === "too-large" ? 413 : 400;
    return { ok: false, problem, status };
  } finally {
    slot.release();
  }
}
