// Generators of malformed requests for the bad-input tests (tests/app/bad-input-*.test.ts), and the client that sends them.
import { randomInt } from "node:crypto";
import http from "node:http";
import fc from "fast-check";

// ---------------------------------------------------------------------------------------------
// Sending

/** One request as the property sends it, and the statuses that would be a correct answer. */
export interface Probe {
  /** A short description for the failure report. */
  label: string;
  method: "GET" | "POST";
  /** Already percent-encoded: what goes on the request line. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  allowed: readonly number[];
  /** Anything else the answer must satisfy: a problem to report, or undefined. */
  check?: (answer: Answer) => string | undefined;
}

export interface Answer {
  status: number;
  text: string;
  location?: string;
}

/**
 * A fresh loopback source address for each request. The server keys its per-client limits
 * (sign-in 30, set-password 20, configurations 10 per 15 minutes) by address: from one address
 * the batches would soon get only 429s and exercise nothing, and would lock out the file's other
 * tests, which send from 127.0.0.1.
 */
function anyLoopbackAddress(): string {
  return `127.${randomInt(10, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Sends the probe byte for byte (Node's client leaves malformed bodies and odd content types
 * alone) with a Content-Length, no Origin, and the cookie when given.
 */
export function send(baseURL: string, probe: Probe, cookie?: string): Promise<Answer> {
  const base = new URL(baseURL);
  const headers: Record<string, string> = { ...probe.headers };
  // Without a length Node would stream the body in chunks, which the server answers with 411.
  if (probe.method === "POST") headers["Content-Length"] = String(probe.body?.length ?? 0);
  if (cookie) headers.Cookie = cookie;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: probe.method,
        path: probe.path,
        headers,
        localAddress: anyLoopbackAddress(),
        agent: false,
        // Node's default limit (16 KB) stays: an answer whose headers pass it is refused by
        // reverse proxies too, and fails the probe.
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            location: response.headers.location,
          }),
        );
        response.on("error", reject);
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error(`${probe.label}: no answer`)));
    request.on("error", reject);
    request.end(probe.body);
  });
}

/** What a batch saw: how often each status came, and each probe with its answer. */
export interface Batch<P extends Probe> {
  statuses: Map<number, number>;
  answers: { probe: P; status: number }[];
}

/** "400×120 413×12 415×68": a batch's statuses for the report. */
export function summary(batch: Batch<Probe>): string {
  return [...batch.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
}

/** Runs the property: `runs` generated probes, each answered with one of its allowed statuses. */
export async function everyAnswerAllowed<P extends Probe>(
  baseURL: string,
  probes: fc.Arbitrary<P>,
  options: { cookie?: string; runs?: number } = {},
): Promise<Batch<P>> {
  const batch: Batch<P> = { statuses: new Map(), answers: [] };
  // A failure report names the probe and its body's size, not every byte of a 64 KB body.
  const readable = probes.map((probe) => ({
    ...probe,
    [fc.toStringMethod]: () =>
      `${probe.label}: ${probe.method} ${probe.path.slice(0, 300)} ${JSON.stringify(probe.headers)} body ${probe.body ? `${probe.body.length} bytes: ${JSON.stringify(probe.body.toString("latin1").slice(0, 300))}` : "none"}`,
  }));
  await fc.assert(
    fc.asyncProperty(readable, async (probe) => {
      const answer = await send(baseURL, probe, options.cookie);
      batch.statuses.set(answer.status, (batch.statuses.get(answer.status) ?? 0) + 1);
      batch.answers.push({ probe, status: answer.status });
      if (!probe.allowed.includes(answer.status)) {
        throw new Error(
          `${probe.label}: ${probe.method} ${probe.path.slice(0, 200)} answered ${answer.status}, expected ${probe.allowed.join(" or ")}\n${answer.text.slice(0, 400)}`,
        );
      }
      const problem = probe.check?.(answer);
      if (problem) throw new Error(`${probe.label}: ${problem}`);
    }),
    { numRuns: options.runs ?? 200 },
  );
  return batch;
}

// ---------------------------------------------------------------------------------------------
// Text

/** Part of a field's value: text (sent as UTF-8), or bytes that are not UTF-8 (raw or as %XX). */
export type Segment = string | { bytes: number[]; raw: boolean };
/** A field's value (or name) as sent. */
export type Piece = string | Segment[];

/** Script, SQL, template, path and header fragments, and values of the wrong type. */
export const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(document.cookie)",
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  "1; SELECT pg_sleep(10); --",
  '" UNION SELECT password FROM accounts --',
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text.
  "${7*7}",
  "<%= 7*7 %>",
  "../../../../etc/passwd",
  "\u0000",
  "a\u0000b",
  "%00",
  "\r\nSet-Cookie: injected=1",
  '{"$ne":null}',
  '{"a":{"b":{"c":[1,2,{"d":null}]}}}',
  "[object Object]",
  "undefined",
  "null",
  "NaN",
  "-1",
  "1e309",
  "true",
  "\u202e\u200b\ufeff",
  "\ud800",
  "\udfff\ud800",
  "😀🇺🇸👩‍👩‍👧",
] as const;

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates. */
const NOT_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0xa0, 0xa1],
  [0xe2, 0x28, 0xa1],
  [0xe2, 0x82, 0x28],
  [0xf0, 0x28, 0x8c, 0xbc],
  [0xf0, 0x90, 0x28, 0xbc],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80],
  [0xbf, 0xbf],
];

export const notUtf8 = fc.constantFrom(...NOT_UTF8);

/** Any short text: hostile fragments, arbitrary code points, readable words. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: "binary", maxLength: 24 }),
  fc.string({ unit: "grapheme", maxLength: 24 }),
  fc.stringMatching(/^[a-z ]{1,16}$/),
);

/** Bytes that are not UTF-8 between two bits of text, sent raw or as %XX escapes. */
export const brokenText: fc.Arbitrary<Piece> = fc
  .tuple(
    fc.stringMatching(/^[a-z]{0,6}$/),
    notUtf8,
    fc.boolean(),
    fc.stringMatching(/^[a-z]{0,6}$/),
  )
  .map(([before, bytes, raw, after]): Piece => [before, { bytes, raw }, after]);

/** Characters of the text a long value repeats: plain, markup, multi-byte. */
const fillers = fc.constantFrom("x", "<b>", "é", "😀", "' OR 1=1 -- ");

/**
 * A value longer than `max` characters even after trimming, starting with `prefix`. Characters
 * are counted as code points, as the server's checks count them.
 */
export function longerThan(max: number, prefix = "", spread = 4_000): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: max + 1, max: max + spread }), fillers)
    .map(([length, filler]) => `${prefix}${filler.repeat(Math.ceil(length / [...filler].length))}`);
}

/** The value one time in `every`, otherwise null. */
export function sometimes<T>(value: fc.Arbitrary<T>, every = 12): fc.Arbitrary<T | null> {
  return fc.oneof(
    { weight: every - 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: value },
  );
}

/** A value so long that the whole body passes the server's 64 KB limit. */
export const oversized = fc.integer({ min: 66_000, max: 90_000 }).map((n) => "y".repeat(n));

/** Empty, or nothing but white space. */
export const blank = fc.constantFrom("", " ", "   ", "\t", "\r\n", " \n\t ", "\u00a0\u2003");

// ---------------------------------------------------------------------------------------------
// Forms

/** Sets a field to a value, or (null) leaves it out. */
export interface Edit {
  field: string;
  value: Piece | null;
}

export const drop = (field: string): fc.Arbitrary<Edit> => fc.constant({ field, value: null });
export const setTo = (field: string, values: fc.Arbitrary<Piece>): fc.Arbitrary<Edit> =>
  values.map((value) => ({ field, value }));

/** A page's form: a valid body, edits that each make it invalid, and the answers to expect. */
export interface FormTarget {
  label: string;
  path: string;
  /**
   * The run's marker: the valid values and the edits carry it, and each probe turns it into a
   * marker of its own, so that what the server stored can be traced to the probe that sent it.
   */
  marker: string;
  valid: Record<string, string>;
  /** Each edit alone makes the body invalid. */
  breakers: fc.Arbitrary<Edit>;
  /** The answers to a url-encoded body after the edits. */
  rejected: readonly number[];
  /**
   * For `hostileForm`: the valid body with script, SQL, NUL and bytes that are not UTF-8 added to
   * its free-text fields (up to each one's length). Such bodies get past validation, to the
   * database and the mail: they must be answered `accepted`, never with a 5xx.
   */
  hostile?: { accepted: readonly number[]; freeText: Record<string, number> };
  /** A last check on a generated body that must never be accepted (a destructive action). */
  mustStayInvalid?: (form: URLSearchParams) => boolean;
}

type Pair = [Piece, Piece];

function percentEncode(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

const segments = (piece: Piece): Segment[] => (typeof piece === "string" ? [piece] : piece);

function pieceBytes(piece: Piece): Buffer {
  return Buffer.concat(
    segments(piece).map((segment) =>
      typeof segment === "string"
        ? Buffer.from(percentEncode(Buffer.from(segment, "utf8")))
        : segment.raw
          ? Buffer.from(segment.bytes)
          : Buffer.from(percentEncode(Uint8Array.from(segment.bytes))),
    ),
  );
}

/** The text a piece stands for once decoded (bytes that are not UTF-8 read as U+FFFD). */
function pieceText(piece: Piece): string {
  return segments(piece)
    .map((segment) =>
      typeof segment === "string" ? segment : Buffer.from(segment.bytes).toString("utf8"),
    )
    .join("");
}

/** The raw bytes of a piece, for envelopes that carry them as they are (multipart). */
function pieceRaw(piece: Piece): Buffer {
  return Buffer.concat(
    segments(piece).map((segment) =>
      typeof segment === "string" ? Buffer.from(segment, "utf8") : Buffer.from(segment.bytes),
    ),
  );
}

const codePoints = (text: string) => [...text].length;

export function encodeForm(pairs: Pair[]): Buffer {
  const parts = pairs.map(([key, value]) =>
    Buffer.concat([pieceBytes(key), Buffer.from("="), pieceBytes(value)]),
  );
  const joined: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) joined.push(Buffer.from("&"));
    joined.push(part);
  });
  return Buffer.concat(joined);
}

/** The envelopes a form body can come in; only the first is what a page reads. */
const WRAPPERS = [
  "form",
  "json",
  "text",
  "xml",
  "multipart",
  "multipart-broken",
  "no-type",
  "no-body",
] as const;
type Wrapper = (typeof WRAPPERS)[number];

const wrapper: fc.Arbitrary<Wrapper> = fc.oneof(
  { weight: 14, arbitrary: fc.constant("form" as const) },
  { weight: 6, arbitrary: fc.constantFrom(...WRAPPERS.slice(1)) },
);

const FORM_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=UTF-8",
  "Application/X-WWW-Form-Urlencoded",
];

function wrap(
  pairs: Pair[],
  how: Wrapper,
  formType: string,
): { headers: Record<string, string>; body?: Buffer } {
  switch (how) {
    case "form":
      return { headers: { "Content-Type": formType }, body: encodeForm(pairs) };
    case "json":
      return {
        headers: { "Content-Type": "application/json" },
        body: Buffer.from(
          JSON.stringify(Object.fromEntries(pairs.map(([k, v]) => [pieceText(k), pieceText(v)]))),
        ),
      };
    case "text":
      return { headers: { "Content-Type": "text/plain;charset=UTF-8" }, body: encodeForm(pairs) };
    case "xml":
      return {
        headers: { "Content-Type": "application/xml" },
        body: Buffer.from(
          `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><form>${pairs
            .map(([k, v]) => `<field name="${pieceText(k)}">&e;${pieceText(v)}</field>`)
            .join("")}</form>`,
        ),
      };
    case "multipart": {
      const boundary = "----fuzz7MA4YWxkTrZu0gW";
      const parts = pairs.map(([k, v]) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${pieceText(k).replace(/["\r\n]/g, "_")}"\r\n\r\n`,
          ),
          pieceRaw(v),
          Buffer.from("\r\n"),
        ]),
      );
      return {
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      };
    }
    case "multipart-broken":
      return {
        headers: { "Content-Type": "multipart/form-data; boundary=nothing-like-this" },
        body: Buffer.concat([Buffer.from("--other\r\nbroken"), encodeForm(pairs)]),
      };
    case "no-type":
      return { headers: {}, body: encodeForm(pairs) };
    case "no-body":
      return { headers: {} };
  }
}

/** Field names that are not the form's: brackets, prototype keys, other forms' fields. */
function extraName(known: readonly string[]): fc.Arbitrary<string> {
  return (
    fc
      .oneof(
        fc.constantFrom(
          "name[]",
          "email[0]",
          "a[b][c]",
          "__proto__",
          "constructor",
          "prototype",
          "_data",
          "index",
          "",
          "%",
          "=",
        ),
        fc.string({ unit: "binary", maxLength: 12 }),
      )
      // The honeypot is a form field too: a filled one makes a lead form thank and drop the body.
      .filter((name) => !known.includes(name) && name !== "website")
  );
}

/** The status the server gives a page's write before its action sees the body. */
function envelopeStatus(how: Wrapper, body: Buffer | undefined): number | undefined {
  if (body && body.length > 64 * 1024) return 413;
  if (how !== "form") return 415;
  return undefined;
}

/** Hostile text to put into a free-text field of a well-formed body. */
const hostileAddition: fc.Arbitrary<Piece> = fc.oneof(
  fc.constantFrom(...HOSTILE).map((text) => ` ${text}`),
  // NUL, which no keyboard types and PostgreSQL text cannot hold, often enough to matter.
  fc.constantFrom("\u0000", " a\u0000b", "\u0000\u0000 "),
  anyText,
  brokenText,
);

/** `value` followed by `addition`, cut to `max` code points once decoded. */
function appendWithin(value: string, addition: Piece, max: number): Piece {
  const room = max - codePoints(value);
  if (room <= 0) return value;
  if (typeof addition === "string") return `${value}${[...addition].slice(0, room).join("")}`;
  return codePoints(pieceText(addition)) <= room ? [value, ...addition] : value;
}

/** A generated post to a page, with the marker that traces it. */
export interface FormProbe extends Probe {
  tag: string;
}

/**
 * Malformed posts to a page's form: the valid body with 1 to 3 breaking edits, noise on the
 * fields left valid (bytes that are not UTF-8, repeated keys after the real ones), extra fields,
 * and often another envelope (JSON, text, XML, multipart, none) or a body over 64 KB.
 */
export function malformedForm(target: FormTarget): fc.Arbitrary<FormProbe> {
  return formProbes(target, "malformed");
}

/** Valid posts to a page's form with hostile text in its free-text fields (see `hostile`). */
export function hostileForm(target: FormTarget): fc.Arbitrary<FormProbe> {
  return formProbes(target, "hostile");
}

function formProbes(target: FormTarget, kind: "malformed" | "hostile"): fc.Arbitrary<FormProbe> {
  const known = Object.keys(target.valid);
  const free = target.hostile?.freeText ?? {};
  const freeFields = Object.keys(free);
  const malformed = kind === "malformed";
  return fc
    .record({
      tag: fc.stringMatching(/^[a-z0-9]{8}$/),
      edits: malformed
        ? fc.array(target.breakers, { minLength: 1, maxLength: 3 })
        : fc.constant([] as Edit[]),
      noise: fc.array(fc.tuple(fc.constantFrom(...known), brokenText), { maxLength: 2 }),
      hostile: freeFields.length
        ? fc.array(fc.tuple(fc.constantFrom(...freeFields), hostileAddition), {
            minLength: 1,
            maxLength: 3,
          })
        : fc.constant([] as [string, Piece][]),
      repeats: fc.array(fc.tuple(fc.constantFrom(...known), anyText), { maxLength: 2 }),
      extras: fc.array(fc.tuple(extraName(known), fc.oneof(anyText, brokenText)), {
        maxLength: 4,
      }),
      huge: malformed ? sometimes(oversized) : fc.constant(null),
      how: malformed ? wrapper : fc.constant("form" as const),
      formType: fc.constantFrom(...FORM_TYPES),
      shuffle: fc.boolean(),
    })
    .map(({ tag, edits, noise, hostile, repeats, extras, huge, how, formType, shuffle }) => {
      const own = `${target.marker}${tag}`;
      const mark = (piece: Piece): Piece =>
        typeof piece === "string"
          ? piece.replaceAll(target.marker, own)
          : piece.map((segment) =>
              typeof segment === "string" ? segment.replaceAll(target.marker, own) : segment,
            );
      const values = new Map<string, Piece | null>(
        Object.entries(target.valid).map(([key, value]) => [key, mark(value)]),
      );
      const edited = new Set<string>();
      for (const edit of edits) {
        values.set(edit.field, edit.value === null ? null : mark(edit.value));
        edited.add(edit.field);
      }
      if (malformed) {
        // Noise only on fields the edits left valid: it cannot turn an invalid value valid.
        for (const [field, piece] of noise) {
          const value = values.get(field);
          if (edited.has(field) || typeof value !== "string") continue;
          values.set(field, [value, ...segments(piece)]);
        }
      } else {
        // Hostile text only where any text is valid, and only up to the field's length.
        for (const [field, addition] of hostile) {
          const value = values.get(field);
          if (typeof value === "string") {
            values.set(field, appendWithin(value, addition, free[field] ?? 0));
          }
        }
      }
      let pairs: Pair[] = [...values].flatMap(([key, value]) =>
        value === null ? [] : [[key, value] as Pair],
      );
      if (shuffle) pairs = pairs.reverse();
      // A repeated key comes after the real one (a form reads the first), and only when present.
      for (const [field, value] of repeats) {
        if (values.get(field) !== null) pairs.push([field, value]);
      }
      for (const [field, value] of extras) pairs.push([field, value]);
      if (huge) pairs.push(["padding", huge]);
      const { headers, body } = wrap(pairs, how, formType);
      const early = envelopeStatus(how, body);
      const change = malformed
        ? edits
            .map((edit) => `${edit.field}=${edit.value === null ? "(missing)" : shown(edit.value)}`)
            .join(", ")
        : `hostile ${hostile.map(([field, addition]) => `${field}+${shown(addition)}`).join(", ")}`;
      const probe: FormProbe = {
        label: `${target.label} [${how}${early === 413 ? ", over 64 KB" : ""}; ${change}]`,
        tag: own,
        method: "POST",
        path: target.path,
        headers,
        body,
        allowed: early ? [early] : malformed ? target.rejected : (target.hostile?.accepted ?? []),
      };
      return {
        probe,
        form: new URLSearchParams(pairs.map(([key, value]) => [pieceText(key), pieceText(value)])),
        how,
      };
    })
    .filter(
      ({ form, how }) => how !== "form" || !target.mustStayInvalid || target.mustStayInvalid(form),
    )
    .map(({ probe }) => probe);
}

function shown(piece: Piece): string {
  const text = pieceText(piece);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text);
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** A query value as sent: percent-encoded text, bytes that are not UTF-8, or broken escapes. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  anyText.map((text) => percentEncode(Buffer.from(text, "utf8"))),
  notUtf8.map((bytes) => percentEncode(Uint8Array.from(bytes))),
  fc.constantFrom("%", "%G1", "%E0%A4%A", "%%", "+", "%2B%2B", "%u0041", "%00"),
  fc.integer({ min: 200, max: 9_000 }).map((n) => "q".repeat(n)),
);

/** A query string of the pairs, in their order: keys encoded here, values already encoded. */
export function queryString(pairs: [string, string][]): string {
  return pairs.map(([key, value]) => `${percentEncode(Buffer.from(key))}=${value}`).join("&");
}

export function encodeText(text: string): string {
  return percentEncode(Buffer.from(text, "utf8"));
}

/**
 * The answers an address may get besides its page's own: 400 for an encoded NUL, 431 from Node
 * when the request line passes its 16 KB header limit (near the limit, either).
 */
export function addressStatuses(path: string, own: readonly number[]): readonly number[] {
  if (path.length > 17_000) return [431];
  const answers = path.includes("%00") ? [400] : own;
  return path.length > 14_000 ? [...answers, 431] : answers;
}
