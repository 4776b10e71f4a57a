import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { messages } from "../support/spec-texts";
import {
  ADMIN_STATE,
  profileFormWith,
  profileSectionOf,
  saveProfileSections,
  waitForHydration,
  waitForMail,
} from "./support";

/**
 * The company profile, edited by the admin, reaches every kept public page without a rebuild or
 * a restart. The values changed are ones no other spec checks (the main and office phones,
 * Saturday's hours at the headquarters, the logo), and each test that saves puts them back after it:
 * other specs read the example profile.
 */

// One at a time, in order: each test puts back what it saved, so two tests saving at once would
// put back each other's fields.
test.describe.configure({ mode: "default" });

const OLD_PHONE = "(555) 010-0100";
const NEW_PHONE = "(555) 010-0177";
const PAGES = ["/", "/services/copper-fiber", "/pricing"];

/** A picture made here, as an admin's logo file would be. */
function logoFile(color: string) {
  return sharp({ create: { width: 640, height: 320, channels: 4, background: color } })
    .png()
    .toBuffer();
}

/** Every field a test here changes, at the example profile's value. */
const EXAMPLE_VALUES: Record<string, string> = {
  mainPhone: OLD_PHONE,
  "offices.0.phone": OLD_PHONE,
  "offices.1.phone": OLD_PHONE,
  "offices.0.hours.saturday.opens": "10:00",
  "offices.0.hours.saturday.closes": "14:00",
  statesServed: "California\nFlorida",
  hrEmail: "hr@example.com",
  hrExtension: "205",
};

/** Whether the running test saved the profile: it is put back after the test, even a failed one. */
let profileChanged = false;

test.afterEach(async ({ browser }) => {
  if (!profileChanged) return;
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  await saveProfile(await admin.newPage(), EXAMPLE_VALUES, "remove");
  await admin.close();
  profileChanged = false;
});

/**
 * Saves the profile with these fields changed, each section with its own Save; `logo`: a new
 * file, or "remove" for the drawn mark (the identity section's).
 */
async function saveProfile(page: Page, changes: Record<string, string>, logo?: Buffer | "remove") {
  profileChanged = true;
  await page.goto("/admin/company");
  // A fill while React hydrates the states textarea can land before its text instead of over it
  // (hydration collapses the selection Playwright made): typing starts on the hydrated form.
  await waitForHydration(page);
  await saveProfileSections(page, changes);
  if (!logo) return;
  const form = profileFormWith(page, "logo");
  if (logo === "remove") {
    const removeLogo = form.getByLabel("Remove the logo (show the drawn mark) when saving");
    if (!(await removeLogo.count())) return;
    await removeLogo.check();
  } else {
    await form.locator(`[name="logo"]`).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: logo,
    });
  }
  await form.getByRole("button", { name: "Save identity" }).click();
  await expect(profileSectionOf(page, form)).toContainText(
    "Saved: every page shows the new profile now.",
  );
}

/** The props of a page's islands (their `data-props` JSON), by island name. */
function islandProps(body: string): Record<string, string> {
  const islands = body.matchAll(/data-island="([^"]+)" data-props="([^"]*)"/g);
  return Object.fromEntries(
    [...islands].map(([, name, props]) => [
      name ?? "",
      (props ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
    ]),
  );
}

/** The JSON-LD documents of a page's HTML (the `application/ld+json` scripts), as their text. */
function jsonLdOf(body: string): string[] {
  const scripts = body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...scripts].map((match) => match[1] ?? "");
}

const OG_IMAGE = /<meta property="og:image" content="([^"]+)"/;
const PNG_ICON = /<link rel="icon" href="([^"]+)" type="image\/png"/;

/** HTML without the comments React writes between a text and a value beside it. */
const textOf = (body: string) => body.replaceAll("<!-- -->", "");

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test("a new phone, office hours and logo show on the pages, the JSON-LD, an acknowledgement and the social image within 5 seconds", async ({
  browser,
  request,
}) => {
  // Many requests and a mail round trip, while other projects' specs load the same server.
  test.slow();
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  // Each page kept before the save: the save must replace it, not wait for a restart.
  for (const path of PAGES) expect(await html(request, path)).toContain(OLD_PHONE);
  const socialBefore = tagAddress(await html(request, "/"), OG_IMAGE);
  const socialBytesBefore = await bytes(request, socialBefore);

  await saveProfile(
    page,
    {
      mainPhone: NEW_PHONE,
      "offices.0.phone": NEW_PHONE,
      "offices.1.phone": NEW_PHONE,
      "offices.0.hours.saturday.opens": "08:00",
      "offices.0.hours.saturday.closes": "12:00",
    },
    await logoFile("#0891b2"),
  );
  try {
    for (const path of PAGES) {
      await expect
        .poll(async () => html(request, path), { timeout: 5_000, intervals: [250] })
        .toContain(NEW_PHONE);
      const body = await html(request, path);
      expect(body).not.toContain(OLD_PHONE);
      expect(body).not.toContain("tel:+15550100100");
      // The islands' props too: the header's, and the lead forms', whose failure text names it.
      const props = islandProps(body);
      expect(props.header).toContain(NEW_PHONE);
      for (const form of ["contactForm", "pricingForm"]) {
        if (props[form] !== undefined) expect(props[form]).toContain(NEW_PHONE);
      }
    }
    expect(islandProps(await html(request, "/")).contactForm).toContain(NEW_PHONE);
    expect(islandProps(await html(request, "/pricing")).pricingForm).toContain(NEW_PHONE);

    // The search-engine record: every office's phone is the new one, the old in no form.
    const records = jsonLdOf(await html(request, "/"));
    expect(records.length).toBeGreaterThan(0);
    const record = records.join("\n");
    expect(record).toContain("+15550100177");
    expect(record).toContain('"opens":"08:00","closes":"12:00"');
    for (const old of [OLD_PHONE, "+15550100100", "555-010-0100", "5550100100"]) {
      expect(record).not.toContain(old);
    }

    // The social image: drawn anew with the logo, at another address, still 1200 × 630.
    const socialAfter = tagAddress(await html(request, "/pricing"), OG_IMAGE);
    expect(socialAfter).not.toBe(socialBefore);
    const socialBytesAfter = await bytes(request, socialAfter);
    expect(socialBytesAfter.equals(socialBytesBefore)).toBe(false);
    expect(await sharp(socialBytesAfter).metadata()).toMatchObject({
      format: "png",
      width: 1200,
      height: 630,
    });

    // The footer, the home page's business hours, and the contact form's own failure text.
    const visitor = await browser.newPage();
    await visitor.goto("/#contact");
    await expect(visitor.getByRole("contentinfo")).toContainText(NEW_PHONE);
    await expect(visitor.locator("#contact")).toContainText("8:00 AM-12:00 PM");
    await waitForHydration(visitor);
    const contact = visitor.getByRole("main").locator("#contact form");
    const who = `profile-${Date.now().toString(36)}@example.com`;
    await contact.getByLabel("Name").fill("Profile Check");
    await contact.getByLabel("Email").fill(who);
    await contact.getByLabel("Message").fill("Please call me about a panel upgrade.");
    await visitor.route("**/api/leads/contact", (route) => route.abort());
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByText(messages.contactFailure(NEW_PHONE))).toBeVisible();

    // Sent for real: the acknowledgement names the new phone, never the old one.
    await visitor.unroute("**/api/leads/contact");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByText(messages.contactSuccess)).toBeVisible();
    const acknowledgement = await waitForMail(who, /^We received your message/);
    expect(acknowledgement.text).toContain(NEW_PHONE);
    expect(acknowledgement.html).toContain(NEW_PHONE);
    expect(`${acknowledgement.text}${acknowledgement.html}`).not.toContain(OLD_PHONE);
    await visitor.close();
  } finally {
    await admin.close();
  }
});

test("each section is saved on its own: an error is refused beside the field in its section, nothing saved, and another section's typing is kept", async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await page.goto("/admin/company");
  await waitForHydration(page);
  const contact = profileFormWith(page, "mainPhone");
  const offices = profileFormWith(page, "offices.1.hours.monday.closes");
  await contact.locator('[name="mainPhone"]').fill("call us <b>now</b>");
  await offices.locator('[name="offices.1.hours.monday.closes"]').fill("08:00");
  await offices.getByRole("button", { name: "Save offices" }).click();
  await expect(profileSectionOf(page, offices)).toContainText("Nothing was saved");
  await expect(offices.getByText("Monday: closing time must be after opening time")).toBeVisible();
  // The offices' form posted its fields only: the phone typed in another section is still there.
  await expect(contact.locator('[name="mainPhone"]')).toHaveValue("call us <b>now</b>");
  await contact.getByRole("button", { name: "Save phones and e-mail" }).click();
  await expect(profileSectionOf(page, contact)).toContainText("Nothing was saved");
  await expect(profileSectionOf(page, offices)).not.toContainText("Nothing was saved");
  await expect(contact.locator('[name="mainPhone"]')).toHaveValue("call us <b>now</b>");
  // The first field to correct is brought to the admin.
  await expect(contact.locator('[name="mainPhone"]')).toBeFocused();
  await expect(contact.locator('[name="mainPhone"]')).toBeInViewport();
  // The refused phone is nowhere (the page's own texts may say "call us at" the saved one).
  expect(await html(request, "/pricing")).not.toMatch(/call us (<|&lt;)b/);
  await admin.close();
});

/** The address a page's tag points to (`og:image`, the PNG favicon), relative to the site. */
function tagAddress(body: string, pattern: RegExp): string {
  const match = pattern.exec(body);
  expect(match, `${pattern} in the page`).not.toBeNull();
  return new URL(match?.[1] ?? "", "http://site").pathname;
}

async function bytes(request: APIRequestContext, path: string): Promise<Buffer> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.body();
}

test("an uploaded logo shows in the header and redraws the social image and favicon within 5 seconds", async ({
  browser,
  request,
}) => {
  const home = await html(request, "/");
  expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  const socialBefore = await bytes(request, tagAddress(home, OG_IMAGE));
  expect(await sharp(socialBefore).metadata()).toMatchObject({ width: 1200, height: 630 });
  const iconBefore = await bytes(request, tagAddress(home, PNG_ICON));
  const faviconBefore = await bytes(request, "/favicon.ico");
  const manifestBefore = await (await request.get("/manifest.webmanifest")).json();

  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await saveProfile(page, {}, await logoFile("#16a34a"));
  const form = profileFormWith(page, "logo");
  await expect(form.getByRole("img", { name: "The current logo" })).toBeVisible();
  try {
    // Every page links the new pictures, drawn anew: other bytes, the same 1200 × 630.
    await expect
      .poll(async () => tagAddress(await html(request, "/pricing"), OG_IMAGE), {
        timeout: 5_000,
        intervals: [250],
      })
      .not.toBe(tagAddress(home, OG_IMAGE));
    const after = await html(request, "/");
    const socialAfter = await bytes(request, tagAddress(after, OG_IMAGE));
    expect(socialAfter.equals(socialBefore)).toBe(false);
    expect(await sharp(socialAfter).metadata()).toMatchObject({
      format: "png",
      width: 1200,
      height: 630,
    });
    const iconAfter = await bytes(request, tagAddress(after, PNG_ICON));
    expect(iconAfter.equals(iconBefore)).toBe(false);
    expect(await sharp(iconAfter).metadata()).toMatchObject({ width: 32, height: 32 });
    expect((await bytes(request, "/favicon.ico")).equals(faviconBefore)).toBe(false);
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.icons[0].src).not.toBe(manifestBefore.icons[0].src);

    // The header and the footer show the uploaded logo instead of the drawn mark.
    const visitor = await browser.newPage();
    await visitor.goto("/pricing");
    const logos = visitor.locator('img[src*="/logo.png"]');
    await expect(logos).toHaveCount(2);
    const shown = await visitor.request.get((await logos.first().getAttribute("src")) ?? "");
    expect(await sharp(await shown.body()).metadata()).toMatchObject({ width: 512, height: 256 });
    await visitor.close();
  } finally {
    await admin.close();
  }
});

test("an SVG logo, even renamed, and a file over 1 MB are refused beside the field, and typing is kept", async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await page.goto("/admin/company");
  const form = profileFormWith(page, "logo");
  await form.locator('[name="tagline"]').fill("A tagline typed before the upload");
  await form.locator(`[name="logo"]`).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await form.getByRole("button", { name: "Save identity" }).click();
  await expect(form.getByText("SVG logos are not accepted")).toBeVisible();
  await expect(form.locator(`[name="logo"]`)).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator('[name="tagline"]')).toHaveValue("A tagline typed before the upload");
  expect(await html(request, "/")).not.toContain("A tagline typed before the upload");

  // Too large: said at once, and not sent.
  await form.locator(`[name="logo"]`).setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(1024 * 1024 + 1),
  });
  await expect(form.getByText("The logo is larger than 1 MB")).toBeVisible();
  let posted = false;
  page.on("request", (sent) => {
    if (sent.method() === "POST") posted = true;
  });
  await form.getByRole("button", { name: "Save identity" }).click();
  await expect(form.locator('[name="tagline"]')).toHaveValue("A tagline typed before the upload");
  expect(posted).toBe(false);
  await admin.close();
});

test("without JavaScript, a logo over 1 MB is refused beside the field, and a far larger body before it is read", async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE, javaScriptEnabled: false });
  const page = await admin.newPage();
  await page.goto("/admin/company");
  const form = profileFormWith(page, "logo");
  const header = await logoFile("#7c3aed");

  // Just over 1 MB: read, refused beside the field, what was typed kept.
  await form.locator('[name="tagline"]').fill("Typed without JavaScript");
  await form.locator('[name="logo"]').setInputFiles({
    name: "big.png",
    mimeType: "image/png",
    buffer: Buffer.concat([header, Buffer.alloc(1024 * 1024)]),
  });
  await form.getByRole("button", { name: "Save identity" }).click();
  await expect(form.getByText("The logo is larger than 1 MB")).toBeVisible();
  await expect(form.locator('[name="tagline"]')).toHaveValue("Typed without JavaScript");

  // Several MB: answered from its declared length, beside the same field.
  await form.locator('[name="logo"]').setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.concat([header, Buffer.alloc(3 * 1024 * 1024)]),
  });
  await form.getByRole("button", { name: "Save identity" }).click();
  await expect(form.getByText("The upload is larger than 1 MB and was not read")).toBeVisible();
  expect(await html(request, "/")).not.toContain("Typed without JavaScript");
  await admin.close();
});

test("the legal pages and the employee information follow the profile", async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await saveProfile(page, {
    statesServed: "California\nFlorida\nNevada",
    hrEmail: "people@example.net",
    hrExtension: "318",
  });
  try {
    await expect
      .poll(async () => textOf(await html(request, "/privacy-policy")), {
        timeout: 5_000,
        intervals: [250],
      })
      .toContain("serving California, Florida, and Nevada");
    expect(textOf(await html(request, "/terms-of-service"))).toContain(
      "We provide, in California, Florida, and Nevada:",
    );
    await page.goto("/employees/info");
    const hr = page.getByRole("region", { name: "HR contacts and offices" });
    await expect(hr).toContainText("Human Resources: people@example.net");
    await expect(hr).toContainText("ext. 318");
    await expect(hr).not.toContainText("hr@example.com");
  } finally {
    await admin.close();
  }
});

test("a license changed at /admin/company shows on the service pages and the terms, in both languages", async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await saveProfile(page, {
    "licenses.1.name": "C10-Electrical Contractor",
    "licenses.1.number": "1045678",
    "licenses.2.name": "C7-Low Voltage Systems",
    "licenses.2.number": "2098765",
  });
  try {
    await expect
      .poll(async () => textOf(await html(request, "/services/3phase")), {
        timeout: 5_000,
        intervals: [250],
      })
      .toContain("California C10-Electrical Contractor #1045678");
    const copper = textOf(await html(request, "/services/copper-fiber"));
    expect(copper).toContain("California C7-Low Voltage Systems #2098765");
    expect(textOf(await html(request, "/es/services/general-contracting"))).toContain(
      "C10-Electrical Contractor #1045678 y C7-Low Voltage Systems #2098765 (California)",
    );
    expect(textOf(await html(request, "/es/terms-of-service"))).toContain(
      "C10-Electrical Contractor #1045678",
    );
  } finally {
    await admin.close();
  }
});
