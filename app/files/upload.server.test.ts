import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { takeUploadSlot, UPLOADS_AT_ONCE, uploadsNow } from "~/http/upload-guard.server";
import { FILE_KINDS, uploadBodyMaxBytes } from "./kinds";
import { safeFileName } from "./names";
import { compoundFile, elfExecutable, multipartRequest, tinyPdf } from "./test-files";
import { readSpooledFile, type UploadOptions, withUpload } from "./upload.server";

const W9 = {
  kind: "company-w9",
  fileField: "file",
  fields: ["taxYear"],
  client: "203.0.113.7",
} as const satisfies UploadOptions;
const LIMIT = FILE_KINDS["company-w9"].maxBytes;
const MB = 1024 * 1024;

const post = (name: string, type: string, bytes: Uint8Array, fields = { taxYear: "2026" }) =>
  multipartRequest("/upload", fields, [{ field: "file", name, type, bytes }]);

/** The upload as `use` saw it, with the first file's bytes read while they were on disk. */
function receive(request: Request, options: UploadOptions = W9) {
  return withUpload(request, options, async (upload) => ({
    ...upload,
    bytes: upload.ok && upload.file ? (await readSpooledFile(upload.file)).bytes : null,
  }));
}

const encoder = new TextEncoder();

/**
 * A multipart body sent as a stream: `head` (text parts and a file part's start), then `size`
 * bytes of the file in 64 KB chunks, unless `stallAfter` bytes: then nothing more ever comes.
 * `pulled()` says how many bytes of it were read.
 */
function streamedPost(
  head: string,
  size: number,
  {
    declared,
    stallAfter,
    delayMs = 0,
  }: { declared?: number; stallAfter?: number; delayMs?: number } = {},
) {
  const boundary = "----stream-test";
  const chunk = new Uint8Array(64 * 1024);
  const start = encoder.encode(head.replaceAll("BOUNDARY", boundary));
  let pulled = 0;
  let sentHead = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!sentHead) {
          sentHead = true;
          pulled += start.byteLength;
          controller.enqueue(start);
          return;
        }
        if (stallAfter !== undefined && pulled >= stallAfter) return new Promise<void>(() => {});
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (pulled >= size) {
          controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      // Nothing is pulled before the reader asks.
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/upload", {
    method: "POST",
    body,
    headers: {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      ...(declared === undefined ? {} : { "Content-Length": String(declared) }),
    },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

const FILE_PART =
  '--BOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n';

describe("withUpload", () => {
  it("takes a PDF recognised by its bytes, with its size, hash, safe name and the fields", async () => {
    const bytes = tinyPdf();
    const upload = await receive(post("../../W-9 2026*.pdf", "application/pdf", bytes));
    expect(upload.ok).toBe(true);
    if (!upload.ok) return;
    expect(upload.fields).toEqual({ taxYear: "2026" });
    expect(upload.file).toMatchObject({
      kind: "company-w9",
      type: "application/pdf",
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      name: "W-9 2026.pdf",
    });
    expect(upload.bytes?.equals(Buffer.from(bytes))).toBe(true);
  });

  it("keeps the file on disk, not in memory, while it is used, and removes it after", async () => {
    let seen = "";
    await withUpload(post("w9.pdf", "application/pdf", tinyPdf()), W9, async (upload) => {
      if (!upload.ok || !upload.file) throw new Error("refused");
      seen = upload.file.path;
      expect(readFileSync(seen).subarray(0, 5).toString()).toBe("%PDF-");
    });
    expect(existsSync(seen)).toBe(false);
  });

  it("refuses an executable renamed .pdf and declared as a PDF (415), whatever its name says", async () => {
    const upload = await receive(post("w9.pdf", "application/pdf", elfExecutable()));
    expect(upload).toMatchObject({ ok: false, status: 415, problem: "wrong-type" });
  });

  it("refuses a PNG sent as a PDF, and text that merely starts like nothing known", async () => {
    const png = Uint8Array.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new Uint8Array(64),
    ]);
    expect(await receive(post("w9.pdf", "application/pdf", png))).toMatchObject({
      ok: false,
      status: 415,
    });
    const text = encoder.encode("<script>alert(1)</script>");
    expect(await receive(post("w9.pdf", "application/pdf", text))).toMatchObject({
      ok: false,
      status: 415,
    });
  });

  it("takes a Word document as a résumé, and refuses any other compound file", async () => {
    const resume = { ...W9, kind: "resume", fileField: "file" } as const;
    const doc = await receive(
      post("cv.doc", "application/msword", compoundFile(["WordDocument"])),
      resume,
    );
    expect(doc).toMatchObject({ ok: true, file: { type: "application/msword", name: "cv.doc" } });
    const installer = await receive(
      post("cv.doc", "application/msword", compoundFile(["\u4840\u3b3f\u4577\u446c"])),
      resume,
    );
    expect(installer).toMatchObject({ ok: false, status: 415, problem: "wrong-type" });
  });

  it("refuses a file over the kind's limit with 413, one byte over is enough", async () => {
    const pdf = tinyPdf();
    const bytes = new Uint8Array(LIMIT + 1);
    bytes.set(pdf);
    const upload = await receive(post("big.pdf", "application/pdf", bytes));
    expect(upload).toMatchObject({ ok: false, status: 413, problem: "too-large" });
    const exact = new Uint8Array(LIMIT);
    exact.set(pdf);
    expect((await receive(post("max.pdf", "application/pdf", exact))).ok).toBe(true);
  });

  it("stops reading at the kind's limit: not a byte of the rest is pulled", async () => {
    const { request, pulled } = streamedPost(FILE_PART, 64 * MB);
    expect(await receive(request)).toMatchObject({ ok: false, status: 413, problem: "too-large" });
    // The parser's own buffers aside: before, the rest was drained up to 32 MB.
    expect(pulled()).toBeLessThan(LIMIT + MB);
  });

  it("waits for the parser as often as a large file needs, leaving no listener behind each time", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const { request } = streamedPost(FILE_PART, LIMIT - MB);
      const upload = await withUpload(
        request,
        W9,
        async (upload) => upload.ok && upload.file?.size,
      );
      expect(upload).toBeGreaterThan(LIMIT - 2 * MB);
      await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.map((warning) => warning.name)).not.toContain("MaxListenersExceededWarning");
  });

  it("refuses a body whose declared length is past the form's limit without reading a byte of it", async () => {
    const declared = uploadBodyMaxBytes("company-w9") + 1;
    const { request, pulled } = streamedPost(FILE_PART, declared, { declared });
    expect(await receive(request)).toMatchObject({ ok: false, status: 413, problem: "too-large" });
    expect(pulled()).toBe(0);
  });

  it("stops at a filled trap field as soon as it arrives, before the file behind it", async () => {
    const trapped = `--BOUNDARY\r\nContent-Disposition: form-data; name="website"\r\n\r\nhttp://spam.example\r\n${FILE_PART}`;
    const { request, pulled } = streamedPost(trapped, 3 * MB);
    const upload = await receive(request, { ...W9, trap: "website" });
    expect(upload).toMatchObject({ ok: false, problem: "trapped" });
    expect(pulled()).toBeLessThan(256 * 1024);
    // An empty trap is what people send: the upload goes on.
    const human = multipartRequest("/upload", { website: "", taxYear: "2026" }, [
      { field: "file", name: "w9.pdf", type: "application/pdf", bytes: tinyPdf() },
    ]);
    expect(await receive(human, { ...W9, trap: "website" })).toMatchObject({ ok: true });
  });

  it("ends an upload that stops arriving (408) after the idle time, and one too slow", async () => {
    const timing = { idleMs: 100, graceMs: 60_000, minBytesPerSecond: 1 };
    const stalled = streamedPost(FILE_PART, 3 * MB, { stallAfter: MB });
    const started = Date.now();
    expect(await receive(stalled.request, { ...W9, timing })).toMatchObject({
      ok: false,
      status: 408,
      problem: "stalled",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    // 64 KB every 50 ms is 1.3 MB/s: below the 100 MB/s asked once 200 ms have passed.
    const slow = streamedPost(FILE_PART, 3 * MB, { delayMs: 50 });
    const pace = { idleMs: 10_000, graceMs: 200, minBytesPerSecond: 100 * MB };
    expect(await receive(slow.request, { ...W9, timing: pace })).toMatchObject({
      ok: false,
      status: 408,
    });
    expect(slow.pulled()).toBeLessThan(MB);
  });

  it("refuses with 503 and Retry-After, unread, when the address or the process has no place left", async () => {
    const held = Array.from({ length: UPLOADS_AT_ONCE.perAddress }, () =>
      takeUploadSlot(W9.client),
    );
    try {
      const { request, pulled } = streamedPost(FILE_PART, MB);
      const upload = await receive(request);
      expect(upload).toMatchObject({ ok: false, status: 503, problem: "busy" });
      expect(upload.ok ? null : upload.headers).toEqual({ "Retry-After": "10" });
      expect(pulled()).toBe(0);
      // Another address still has its places.
      const other = await receive(post("w9.pdf", "application/pdf", tinyPdf()), {
        ...W9,
        client: "198.51.100.9",
      });
      expect(other.ok).toBe(true);
    } finally {
      for (const slot of held) slot?.release();
    }
    const everyone = Array.from({ length: UPLOADS_AT_ONCE.perProcess }, (_, n) =>
      takeUploadSlot(`192.0.2.${n}`),
    );
    try {
      expect(await receive(post("w9.pdf", "application/pdf", tinyPdf()))).toMatchObject({
        status: 503,
      });
    } finally {
      for (const slot of everyone) slot?.release();
    }
    expect(uploadsNow()).toBe(0);
  });

  it("with several files: each too large or of a wrong type is named, the others kept in order", async () => {
    const photos = { ...W9, kind: "company-w9", maxFiles: 4 } as const;
    const big = new Uint8Array(LIMIT + 1);
    big.set(tinyPdf());
    const request = multipartRequest("/upload", { taxYear: "2026" }, [
      { field: "file", name: "a.pdf", type: "application/pdf", bytes: tinyPdf("a") },
      { field: "file", name: "C:\\scans\\big.pdf", type: "application/pdf", bytes: big },
      { field: "file", name: "run.pdf", type: "application/pdf", bytes: elfExecutable() },
      { field: "file", name: "d.pdf", type: "application/pdf", bytes: tinyPdf("d") },
    ]);
    const upload = await receive(request, photos);
    expect(upload).toMatchObject({
      ok: true,
      files: [
        { name: "a.pdf", position: 0 },
        { name: "d.pdf", position: 3 },
      ],
      refused: [
        { name: "big.pdf", position: 1, problem: "too-large" },
        { name: "run.pdf", position: 2, problem: "wrong-type" },
      ],
    });
  });

  it("answers an empty file input as no file, and a form that is not multipart with 415", async () => {
    const empty = await receive(post("", "application/octet-stream", new Uint8Array(0)));
    expect(empty).toMatchObject({ ok: true, file: null, fields: { taxYear: "2026" } });
    const urlEncoded = new Request("http://localhost/upload", {
      method: "POST",
      body: new URLSearchParams({ taxYear: "2026" }),
    });
    expect(await receive(urlEncoded)).toMatchObject({ ok: false, status: 415 });
  });

  it("refuses a file under another name and a second file", async () => {
    const pdf = tinyPdf();
    const other = multipartRequest("/upload", {}, [
      { field: "other", name: "a.pdf", type: "application/pdf", bytes: pdf },
    ]);
    expect(await receive(other)).toMatchObject({ ok: false, status: 400 });
    const two = multipartRequest("/upload", {}, [
      { field: "file", name: "a.pdf", type: "application/pdf", bytes: pdf },
      { field: "file", name: "b.pdf", type: "application/pdf", bytes: pdf },
    ]);
    expect(await receive(two)).toMatchObject({ ok: false, status: 400 });
  });

  it("answers a broken multipart body with 400, not a crash", async () => {
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body: '--nope\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      headers: { "Content-Type": "multipart/form-data; boundary=other" },
    });
    const upload = await receive(request);
    expect(upload.ok ? "ok" : upload.status).not.toBe(500);
    if (upload.ok) expect(upload.file).toBeNull();
    expect(uploadsNow()).toBe(0);
  });
});

describe("safeFileName", () => {
  it("keeps the last part of the name, without quotes or control characters, with the real extension", () => {
    expect(safeFileName("C:\\fakepath\\w9.exe", "pdf")).toBe("w9.pdf");
    expect(safeFileName('a"b\r\nc.pdf', "pdf")).toBe("abc.pdf");
    expect(safeFileName("", "pdf")).toBe("file.pdf");
    expect(safeFileName(`${"x".repeat(300)}.pdf`, "pdf")).toHaveLength(84);
  });
});
