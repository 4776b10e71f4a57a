/**
 * Reading a JSON request body within a byte limit: HTTP work that belongs to routes, not to the
 * domain services they call (docs/architecture.md). The route turns a refusal into its status
 * and words.
 */
export type JsonBodyRefusal = "not-json" | "too-large" | "not-utf8" | "malformed";

type JsonBody = { ok: true; json: unknown } | { ok: false; refusal: JsonBodyRefusal };

/** The status each refusal answers. */
export const JSON_BODY_STATUS: Record<JsonBodyRefusal, number> = {
  "not-json": 415,
  "too-large": 413,
  "not-utf8": 400,
  malformed: 400,
};

/**
 * A body sent as `application/json` (which also keeps other sites' plain forms out), at most
 * `maxBytes`, decoded as strict UTF-8 and parsed.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!isJson(request)) return { ok: false, refusal: "not-json" };
  const bytes = await readLimitedBytes(request, maxBytes);
  if (!bytes) return { ok: false, refusal: "too-large" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, refusal: "not-utf8" };
  }
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false, refusal: "malformed" };
  }
}

function isJson(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return type.split(";")[0]!.trim().toLowerCase() === "application/json";
}

/**
 * The body's bytes, or undefined once it passes the limit: reading stops there, so a client that
 * lies about (or omits) Content-Length still cannot make the server buffer more than the limit.
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading, without cancelling: cancelling destroys the socket before the 413 is sent.
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  return concat(chunks, total);
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
