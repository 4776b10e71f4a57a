import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FILE_KINDS } from "./kinds";
import { safeFileName } from "./names";
import { elfExecutable, multipartRequest, tinyPdf } from "./test-files";
import { receiveUpload } from "./upload.server";

const W9 = { kind: "company-w9", fileField: "file", fields: ["taxYear"] } as const;
const LIMIT = FILE_KINDS["company-w9"].maxBytes;

const post = (name: string, type: string, bytes: Uint8Array, fields = { taxYear: "2026" }) =>
  multipartRequest("/upload", fields, [{ field: "file", name, type, bytes }]);

describe("receiveUpload", () => {
  it("takes a PDF recognised by its bytes, with its size, hash, safe name and the fields", async () => {
    const bytes = tinyPdf();
    const upload = await receiveUpload(post("../../W-9 2026*.pdf", "application/pdf", bytes), W9);
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
    expect(Buffer.from(upload.file!.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it("refuses an executable renamed .pdf and declared as a PDF (415), whatever its name says", async () => {
    const upload = await receiveUpload(post("w9.pdf", "application/pdf", elfExecutable()), W9);
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
    expect(await receiveUpload(post("w9.pdf", "application/pdf", png), W9)).toMatchObject({
      ok: false,
      status: 415,
    });
    const text = new TextEncoder().encode("<script>alert(1)</script>");
    expect(await receiveUpload(post("w9.pdf", "application/pdf", text), W9)).toMatchObject({
      ok: false,
      status: 415,
    });
  });

  it("refuses a file over the kind's limit with 413, one byte over is enough", async () => {
    const pdf = tinyPdf();
    const bytes = new Uint8Array(LIMIT + 1);
    bytes.set(pdf);
    const upload = await receiveUpload(post("big.pdf", "application/pdf", bytes), W9);
    expect(upload).toMatchObject({ ok: false, status: 413, problem: "too-large" });
    const exact = new Uint8Array(LIMIT);
    exact.set(pdf);
    expect((await receiveUpload(post("max.pdf", "application/pdf", exact), W9)).ok).toBe(true);
  });

  it("keeps nothing past the limit and stops reading a body past the hard limit", async () => {
    const chunk = new Uint8Array(64 * 1024);
    const total = 64 * 1024 * 1024;
    let pulled = 0;
    const boundary = "----limit-test";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    let sentHead = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sentHead) {
          sentHead = true;
          controller.enqueue(head);
          return;
        }
        if (pulled >= total) {
          controller.close();
          return;
        }
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    const upload = await receiveUpload(request, W9);
    expect(upload).toMatchObject({ ok: false, status: 413 });
    // Past the kind's limit the body is drained (a browser then gets the answer), up to 32 MB.
    expect(pulled).toBeLessThan(34 * 1024 * 1024);
  });

  it("answers an empty file input as no file, and a form that is not multipart with 415", async () => {
    const empty = await receiveUpload(post("", "application/octet-stream", new Uint8Array(0)), W9);
    expect(empty).toMatchObject({ ok: true, file: null, fields: { taxYear: "2026" } });
    const urlEncoded = new Request("http://localhost/upload", {
      method: "POST",
      body: new URLSearchParams({ taxYear: "2026" }),
    });
    expect(await receiveUpload(urlEncoded, W9)).toMatchObject({ ok: false, status: 415 });
  });

  it("refuses a file under another name and a second file", async () => {
    const pdf = tinyPdf();
    const other = multipartRequest("/upload", {}, [
      { field: "other", name: "a.pdf", type: "application/pdf", bytes: pdf },
    ]);
    expect(await receiveUpload(other, W9)).toMatchObject({ ok: false, status: 400 });
    const two = multipartRequest("/upload", {}, [
      { field: "file", name: "a.pdf", type: "application/pdf", bytes: pdf },
      { field: "file", name: "b.pdf", type: "application/pdf", bytes: pdf },
    ]);
    expect(await receiveUpload(two, W9)).toMatchObject({ ok: false, status: 400 });
  });

  it("answers a broken multipart body with 400, not a crash", async () => {
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body: '--nope\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      headers: { "Content-Type": "multipart/form-data; boundary=other" },
    });
    const upload = await receiveUpload(request, W9);
    expect(upload.ok ? "ok" : upload.status).not.toBe(500);
    if (upload.ok) expect(upload.file).toBeNull();
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
