import { beforeEach, describe, expect, it } from "vitest";
import { adminCookie } from "../../tests/support/accounts";
import { useTestDatabase } from "../../tests/support/database";
import { routeArgs, testContext } from "../../tests/support/requests";
import { storedFiles } from "./files.schema";
import { fileUrl } from "./kinds";
import { loader } from "./routes/file";
import { fileRecord, filesOf, readStoredFile, removeFilesOf, saveFile } from "./store.server";
import { multipartRequest, tinyPdf } from "./test-files";
import { type ReceivedFile, readSpooledFile, withUpload } from "./upload.server";

const database = useTestDatabase();

beforeEach(async () => {
  await database().db.delete(storedFiles);
});

function receivedPdf(name = "w9.pdf"): Promise<ReceivedFile> {
  return withUpload(
    multipartRequest("/u", {}, [
      { field: "file", name, type: "application/pdf", bytes: tinyPdf(name) },
    ]),
    { kind: "company-w9", fileField: "file", fields: [], client: "203.0.113.7" },
    async (upload) => {
      if (!upload.ok || !upload.file) throw new Error("the test PDF was refused");
      return readSpooledFile(upload.file);
    },
  );
}

async function serve(id: string, cookie?: string, query = "") {
  const request = new Request(`http://localhost/files/${id}/x.pdf${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  try {
    return (await loader(routeArgs(request, database(), { id }))) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("stored files", () => {
  it("keeps the bytes with hash, size, type, kind and owner, and lists and removes an owner's files", async () => {
    const db = database().db;
    const first = await saveFile(db, await receivedPdf("old.pdf"), "company", null);
    const second = await saveFile(db, await receivedPdf("new.pdf"), "company", null);
    expect(second).toMatchObject({ kind: "company-w9", owner: "company", type: "application/pdf" });
    expect(second.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await filesOf(db, "company", "company-w9")).map((file) => file.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(await removeFilesOf(db, "company", "company-w9", second.id)).toBe(1);
    expect(await fileRecord(db, first.id)).toBeNull();
    expect(await fileRecord(db, "not-a-uuid")).toBeNull();
  });

  it("gives back every byte value as it was stored, a part of a larger buffer too", async () => {
    const db = database().db;
    const every = Buffer.from(Array.from({ length: 256 * 4 }, (_, i) => i % 256));
    // A view into a larger buffer, as a parser's chunks are: only its own bytes are stored.
    const view = Buffer.concat([Buffer.from("before"), every, Buffer.from("after")]).subarray(
      6,
      6 + every.length,
    );
    const file = { ...(await receivedPdf()), bytes: view, size: view.length };
    const saved = await saveFile(db, file, "company", null);
    const read = await readStoredFile(db, saved.id);
    expect(Buffer.from(read!.data).equals(every)).toBe(true);
  });
});

describe("the file route", () => {
  it("serves a public file to anyone: the same bytes, inert (nosniff, a policy that runs nothing)", async () => {
    const received = await receivedPdf();
    const stored = await saveFile(database().db, received, "company", null);
    expect(fileUrl(stored)).toBe(`/files/${stored.id}/w9.pdf`);
    const response = await serve(stored.id);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(received.bytes)).toBe(true);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'/);
    expect(response.headers.get("Content-Disposition")).toBe(
      `inline; filename="w9.pdf"; filename*=UTF-8''w9.pdf`,
    );
    const download = await serve(stored.id, undefined, "?download");
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment;/);
  });

  it("sends a file from outside the company (résumé, subcontractor's document) as a sandboxed download, a PDF too", async () => {
    const admin = await adminCookie(testContext(database()));
    for (const kind of ["resume", "subcontractor-document"] as const) {
      const stored = await saveFile(
        database().db,
        { ...(await receivedPdf("cv.pdf")), kind },
        "application:test",
        null,
      );
      const response = await serve(stored.id, admin);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="cv.pdf"/);
      expect(response.headers.get("Content-Security-Policy")).toMatch(/; sandbox$/);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("answers 404 for an unknown id, a malformed id, and a file of a kind nobody may read", async () => {
    expect((await serve("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await serve("../../etc/passwd")).status).toBe(404);
    const stored = await saveFile(
      database().db,
      { ...(await receivedPdf()), kind: "retired-kind" as never },
      "company",
      null,
    );
    const admin = await adminCookie(testContext(database()));
    expect((await serve(stored.id, admin)).status).toBe(404);
  });
});
