import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { storedFiles } from "~/files/files.schema";
import { elfExecutable, multipartRequest, tinyPdf } from "~/files/test-files";
import { adminCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { routeArgs, settle, testContext } from "../../../tests/support/requests";
import { action, loader } from "../routes/admin-company-certificate";
import { type CertificateAnswer, currentInsuranceCertificate } from "./certificate.server";

/** The company's certificate of insurance, kept at /admin/company/certificate. */

const database = useTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = await adminCookie(testContext(database()));
});

beforeEach(async () => {
  await database().db.delete(auditLog);
  await database().db.delete(storedFiles);
});

function upload(file: { name: string; bytes: Uint8Array; type?: string } | null) {
  const request = multipartRequest(
    "/admin/company/certificate",
    {},
    file
      ? [
          {
            field: "certificate",
            name: file.name,
            type: file.type ?? "application/pdf",
            bytes: file.bytes,
          },
        ]
      : [],
    { Cookie: cookie },
  );
  return settle(() => action(routeArgs(request, database()) as never));
}

async function page() {
  const request = new Request("http://localhost/admin/company/certificate", {
    headers: { Cookie: cookie },
  });
  const answer = await settle(() => loader(routeArgs(request, database()) as never));
  return answer.body as Awaited<ReturnType<typeof loader>>;
}

describe("the certificate of insurance", () => {
  it("stores an uploaded PDF as the current certificate, the newest replacing it, audited", async () => {
    expect((await page()).current).toBeNull();
    expect((await upload({ name: "coi-2025.pdf", bytes: tinyPdf("2025") })).status).toBe(200);
    const second = await upload({ name: "coi-2026.pdf", bytes: tinyPdf("2026") });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      ok: true,
      message: "Saved: coi-2026.pdf is the certificate replies attach now.",
    });
    const current = await currentInsuranceCertificate(database().db);
    expect(current).toMatchObject({ kind: "company-coi", owner: "company", name: "coi-2026.pdf" });
    expect((await page()).current).toMatchObject({
      name: "coi-2026.pdf",
      url: `/files/${current!.id}/coi-2026.pdf`,
    });
    const audited = await database()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, "company.certificate.upload"));
    expect(audited.map((entry) => entry.subject)).toContain(current!.id);
  });

  it("refuses a form without a file, or a file that is not a PDF, storing nothing", async () => {
    const none = await upload(null);
    expect(none.status).toBe(400);
    expect((none.body as CertificateAnswer).errors.certificate).toBe(
      "Choose the certificate to upload (PDF, at most 4 MB).",
    );
    const program = await upload({ name: "coi.pdf", bytes: elfExecutable() });
    expect(program.status).toBeGreaterThanOrEqual(400);
    expect(program.status).toBeLessThan(500);
    expect((program.body as CertificateAnswer).ok).toBe(false);
    expect(await database().db.select().from(storedFiles)).toEqual([]);
  });
});
