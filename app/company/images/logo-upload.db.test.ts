import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/audit/audit.schema";
import { serverTranslator } from "~/i18n/catalogue.server";
import { adminCookie } from "../../../tests/support/accounts";
import { useTestDatabase } from "../../../tests/support/database";
import { routeArgs, settle, testContext } from "../../../tests/support/requests";
import { companyProfile } from "../company.schema";
import { exampleProfile } from "../profile";
import { readStoredProfile } from "../profile.server";
import type { ProfilePageData } from "../profile-page/admin.server";
import { profileFormValues } from "../profile-page/profile-form.server";
import { action } from "../routes/admin-company";
import { openCompanyStore } from "../store.server";
import { LOGO_MAX_BYTES, LOGO_MESSAGES, PROFILE_FORM_MAX_BYTES } from "./logo";

const database = useTestDatabase();
const { t } = serverTranslator("en");

beforeEach(async () => {
  await database().db.delete(companyProfile);
  await database().db.delete(auditLog);
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: "#2563eb" } })
    .png()
    .toBuffer();

/** The profile form as a browser sends it with a file: multipart, the values typed, the file. */
function uploadPost(
  cookie: string,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  changes: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  const values = { ...profileFormValues(exampleProfile), intent: "save", ...changes };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (file)
    form.set("logo", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return new Request("http://localhost/admin/company", {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, ...headers },
  });
}

async function post(request: Request) {
  const answer = await settle(() => action(routeArgs(request, database())));
  return { status: answer.status, page: answer.body as ProfilePageData };
}

describe("the logo upload on /admin/company", () => {
  it("stores the re-encoded logo with the profile and audits it", async () => {
    await openCompanyStore(database().db, exampleProfile);
    const cookie = await adminCookie(testContext(database()));
    const { status, page } = await post(
      uploadPost(cookie, { bytes: await png(1600, 800), name: "logo.png", type: "image/png" }),
    );
    expect(status).toBe(200);
    expect(page.logo).toMatch(/^\/company-images\/[0-9a-f]{16}\/logo\.png$/);
    const stored = await readStoredProfile(database().db);
    const meta = await sharp(stored?.logo as Uint8Array).metadata();
    expect(meta).toMatchObject({ format: "png", width: 512, height: 256 });
    const entries = await database().db.select().from(auditLog);
    const entry = entries.find((row) => row.action === "company.profile.update");
    expect(entry?.details).toMatchObject({ version: 2, changed: ["logo"] });
  });

  it("keeps the logo on a save without a file, and removes it when asked", async () => {
    const cookie = await adminCookie(testContext(database()));
    const logo = { bytes: await png(64, 64), name: "logo.webp", type: "image/webp" };
    await post(uploadPost(cookie, logo));
    await post(uploadPost(cookie, null, { mainPhone: "(555) 010-0142" }));
    expect((await readStoredProfile(database().db))?.logo).not.toBeNull();
    const { page } = await post(uploadPost(cookie, null, { removeLogo: "on" }));
    expect(page.logo).toBeNull();
    expect((await readStoredProfile(database().db))?.logo).toBeNull();
  });

  it("refuses an SVG renamed .png, a file over 1 MB and a non-image beside the field, keeping what was typed", async () => {
    const cookie = await adminCookie(testContext(database()));
    const big = Buffer.alloc(LOGO_MAX_BYTES + 10);
    (await png(8, 8)).copy(big);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [file, message] of [
      [{ bytes: svg, name: "logo.png", type: "image/png" }, LOGO_MESSAGES.svg],
      [{ bytes: big, name: "big.png", type: "image/png" }, LOGO_MESSAGES.tooLarge],
      [
        { bytes: Buffer.from("%PDF-1.7"), name: "logo.jpg", type: "image/jpeg" },
        LOGO_MESSAGES.wrongType,
      ],
    ] as const) {
      const { status, page } = await post(uploadPost(cookie, file, { tagline: "Typed tagline" }));
      expect(status).toBe(400);
      expect(page.errors).toEqual({ logo: t(message) });
      expect(page.values.tagline).toBe("Typed tagline");
      expect(await readStoredProfile(database().db)).toBeNull();
    }
  });

  it("refuses a body over the limit before reading it, with the reason beside the field", async () => {
    const cookie = await adminCookie(testContext(database()));
    const request = uploadPost(
      cookie,
      null,
      {},
      {
        "Content-Length": String(PROFILE_FORM_MAX_BYTES + 1),
      },
    );
    const { status, page } = await post(request);
    expect(status).toBe(413);
    expect(page.errors).toEqual({ logo: t(LOGO_MESSAGES.bodyTooLarge) });
    expect(request.bodyUsed).toBe(false);
    expect(await readStoredProfile(database().db)).toBeNull();
  });

  it("answers a malformed multipart body with a message, not a 500", async () => {
    const cookie = await adminCookie(testContext(database()));
    const request = new Request("http://localhost/admin/company", {
      method: "POST",
      body: "--nothing\r\ngarbage",
      headers: { Cookie: cookie, "Content-Type": "multipart/form-data; boundary=elsewhere" },
    });
    const { status, page } = await post(request);
    expect(status).toBe(400);
    expect(page.errors).toEqual({ logo: t(LOGO_MESSAGES.malformed) });
  });

  it("says to choose the logo again when a good file came with a wrong field", async () => {
    const cookie = await adminCookie(testContext(database()));
    const { status, page } = await post(
      uploadPost(
        cookie,
        { bytes: await png(64, 64), name: "logo.png", type: "image/png" },
        { mainPhone: "<b>" },
      ),
    );
    expect(status).toBe(400);
    expect(page.errors.logo).toBeUndefined();
    expect(page.logoNote).toBe(t(LOGO_MESSAGES.chooseAgain));
    expect(await readStoredProfile(database().db)).toBeNull();
  });

  it("lets another process see a new logo by polling, with new picture addresses", async () => {
    const here = await openCompanyStore(database().db, exampleProfile);
    const there = await openCompanyStore(database().db, exampleProfile);
    const before = there.facts().images.socialImage;
    await here.save(exampleProfile, { id: "a", email: "admin@example.com" }, await png(32, 32));
    expect(await there.poll()).toBe(true);
    expect(there.facts().images.logo).not.toBeNull();
    expect(there.facts().images.socialImage).not.toBe(before);
    expect(there.images()).toEqual(here.images());
  });
});
