import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { storedFiles } from "~/files/files.schema";
import { FILE_KINDS } from "~/files/kinds";
import { elfExecutable, multipartRequest, tinyPdf } from "~/files/test-files";
import { adminCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { routeArgs, settle, testContext } from "../../../tests/support/requests";
import { companyProfile } from "../company.schema";
import { exampleProfile } from "../profile";
import { readStoredProfile } from "../profile.server";
import type { ProfilePageData } from "../profile-page/admin.server";
import { profileFormValues } from "../profile-page/profile-form.server";
import { action } from "../routes/admin-company";

const database = useTestDatabase();

beforeEach(async () => {
  await database().db.delete(companyProfile);
  await database().db.delete(auditLog);
  await database().db.delete(storedFiles);
});

async function post(request: Request) {
  const answer = await settle(() => action(routeArgs(request, database())));
  return { status: answer.status, page: answer.body as ProfilePageData };
}

function profilePost(cookie: string, changes: Record<string, string>) {
  const form = new FormData();
  const values = { ...profileFormValues(exampleProfile), intent: "save", ...changes };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return new Request("http://localhost/admin/company", {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
  });
}

const CREDENTIALS = {
  "licenses.0.number": "1234567",
  "licenses.0.expires": "2030-06-30",
  dirNumber: "1000012345",
  dirExpires: "2030-06-30",
  uei: "abcd12345678",
  cage: "1a2b3",
  naicsCodes: "238210\n238290, 561621",
  "certifications.0.name": "Small Business (SB)",
  "certifications.0.number": "2012345",
  "certifications.0.expires": "2029-01-31",
  "insurance.0.kind": "General liability",
  "insurance.0.carrier": "Example Mutual",
  "insurance.0.perOccurrence": "$1,000,000",
  "insurance.0.aggregate": "2,000,000",
  "insurance.0.expires": "2030-01-01",
  remittanceAddress: "Accounts Receivable\nPO Box 12\nGlendora, CA 91740",
};

describe("credentials in the company profile", () => {
  it("saves licenses, DIR, federal identifiers, certifications, insurance and the remittance address, audited", async () => {
    const cookie = await adminCookie(testContext(database()));
    const { status } = await post(profilePost(cookie, CREDENTIALS));
    expect(status).toBe(200);
    const stored = (await readStoredProfile(database().db))!.profile;
    expect(stored.licenses[0]).toMatchObject({
      number: "1234567",
      state: "CA",
      expires: "2030-06-30",
    });
    expect(stored).toMatchObject({
      dirNumber: "1000012345",
      uei: "ABCD12345678",
      cage: "1A2B3",
      naicsCodes: ["238210", "238290", "561621"],
      certifications: [{ name: "Small Business (SB)", number: "2012345", expires: "2029-01-31" }],
      insurance: [
        {
          kind: "General liability",
          carrier: "Example Mutual",
          perOccurrence: 1_000_000,
          aggregate: 2_000_000,
          expires: "2030-01-01",
        },
      ],
      remittanceAddress: ["Accounts Receivable", "PO Box 12", "Glendora, CA 91740"],
    });
    const entry = (await database().db.select().from(auditLog)).find(
      (row) => row.action === "company.profile.update",
    );
    expect(entry?.details).toMatchObject({
      changed: expect.arrayContaining(["licenses", "dirNumber", "insurance", "remittanceAddress"]),
    });
  });

  it("refuses markup, malformed codes and limits beside their fields, keeping what was typed", async () => {
    const cookie = await adminCookie(testContext(database()));
    const { status, page } = await post(
      profilePost(cookie, {
        ...CREDENTIALS,
        "insurance.0.carrier": "<script>alert(1)</script>",
        "insurance.0.aggregate": "500",
        dirNumber: "12ab",
        naicsCodes: "2382",
        "licenses.0.state": "California",
        "licenses.0.expires": "2030-02-30",
      }),
    );
    expect(status).toBe(400);
    expect(page.errors).toMatchObject({
      "insurance.0.carrier": "Carrier must be plain text, without < or >",
      "insurance.0.aggregate": "Aggregate limit must be at least the per-occurrence limit",
      dirNumber: "DIR registration number must be 10 digits",
      naicsCodes: "Each NAICS code must be 6 digits",
      "licenses.0.state": "License state must be a two-letter state code (CA, FL)",
      "licenses.0.expires": "License expiry must be a date (YYYY-MM-DD)",
    });
    expect(page.values["insurance.0.carrier"]).toBe("<script>alert(1)</script>");
    expect(await readStoredProfile(database().db)).toBeNull();
  });
});

describe("the W-9 upload on /admin/company", () => {
  const w9Post = (
    cookie: string,
    file: { name: string; bytes: Uint8Array } | null,
    taxYear = "2026",
  ) =>
    multipartRequest(
      "/admin/company?upload=w9",
      { taxYear, w9Intent: "upload" },
      file ? [{ field: "w9", name: file.name, type: "application/pdf", bytes: file.bytes }] : [],
      { Cookie: cookie },
    );

  it("stores the PDF as a file with its tax year in the profile, replacing the previous one", async () => {
    const cookie = await adminCookie(testContext(database()));
    const first = await post(
      w9Post(cookie, { name: "w9-2025.pdf", bytes: tinyPdf("2025") }, "2025"),
    );
    expect(first.status).toBe(200);
    expect(first.page.w9Form).toMatchObject({ ok: true });
    const second = await post(w9Post(cookie, { name: "w9-2026.pdf", bytes: tinyPdf("2026") }));
    expect(second.status).toBe(200);
    const files = await database().db.select().from(storedFiles);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ kind: "company-w9", owner: "company", name: "w9-2026.pdf" });
    expect(Buffer.from(files[0]!.data).equals(Buffer.from(tinyPdf("2026")))).toBe(true);
    const stored = (await readStoredProfile(database().db))!.profile;
    expect(stored.w9).toEqual({ fileId: files[0]!.id, name: "w9-2026.pdf", taxYear: 2026 });
    // A later save of the profile's form keeps the W-9.
    await post(profilePost(cookie, { tagline: "Still here" }));
    expect((await readStoredProfile(database().db))!.profile.w9?.fileId).toBe(files[0]!.id);
  });

  it("refuses an executable named .pdf, an oversized PDF and a missing tax year, storing nothing", async () => {
    const cookie = await adminCookie(testContext(database()));
    const big = new Uint8Array(FILE_KINDS["company-w9"].maxBytes + 1);
    big.set(tinyPdf());
    const cases = [
      [w9Post(cookie, { name: "w9.pdf", bytes: elfExecutable() }), 415, "w9"],
      [w9Post(cookie, { name: "w9.pdf", bytes: big }), 413, "w9"],
      [w9Post(cookie, { name: "w9.pdf", bytes: tinyPdf() }, "20x6"), 400, "taxYear"],
      [w9Post(cookie, null), 400, "w9"],
    ] as const;
    for (const [request, status, field] of cases) {
      const answer = await post(request);
      expect(answer.status).toBe(status);
      expect(answer.page.w9Form?.ok).toBe(false);
      expect(answer.page.w9Form?.errors[field]).toBeTruthy();
    }
    expect(await database().db.select().from(storedFiles)).toEqual([]);
    expect(await readStoredProfile(database().db)).toBeNull();
  });
});
