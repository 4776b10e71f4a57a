import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { pixelFloodPng, SCRIPTED_SVG } from "../../app/projects/test-photos";
import { axeViolations, expectNoAxeViolations } from "./axe";
import { ADMIN_STATE, waitForHydration, waitForMail } from "./support";

/**
 * What projects must do (docs/product.md#projects) (the office pages are another spec's): the admin creates a
 * project with three photos and a client quote without naming approval and publishes it; the
 * list shows it under its market; its page shows the photos as AVIF/WebP with srcset, served
 * without EXIF, the client as its market, valid JSON-LD and its own social image; the service
 * page lists it. A pixel flood, an SVG and an oversized file are refused with a message and
 * nothing stored. An employee without content access gets 403 (tests/app/office-access.test.ts).
 */
test.use({ storageState: ADMIN_STATE, locale: "en-US" });
test.describe.configure({ mode: "serial" });

const TITLE = `Store ${Date.now().toString(36)} POS Rollout`;
const SECRET_CLIENT = "Hidden Mart Holdings";
let projectUrl = "";

/** A "camera" photo: EXIF with the place it was taken. */
function cameraPhoto(format: "jpeg" | "png" | "webp", colour: string) {
  return sharp({ create: { width: 1800, height: 1200, channels: 3, background: colour } })
    .toFormat(format)
    .withExif({
      IFD0: { Make: "FieldCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 8/1 0/1" },
    })
    .toBuffer();
}

async function uploadPhoto(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  alt: string,
) {
  const section = page.getByRole("region", { name: /^Photos/ });
  await section.getByLabel("Photos (JPEG, PNG or WebP, at most 15 MB each)").setInputFiles(file);
  await section.getByLabel("Alt text (what the photo shows)").fill(alt);
  await section.getByRole("button", { name: "Upload photos" }).click();
  return section;
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

test("the admin creates a project with three photos and a quote, and publishes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: "New project" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New project");
  const form = page.getByRole("main").locator("form").first();
  await form.getByLabel("Title").fill(TITLE);
  await form.getByLabel("Market").selectOption("retail");
  await form.getByLabel("POS Systems").check();
  await form.getByLabel("Copper & Fiber Ethernet Cabling").check();
  await form.getByLabel("City").fill("Glendora");
  await form.getByLabel("State").fill("CA");
  await form.getByLabel("Year").fill("2025");
  await form.getByLabel("Office").selectOption("Headquarters");
  await form.getByLabel("Figure 1 label").fill("Drops");
  await form.getByLabel("Figure 1 value").fill("240");
  await form.getByLabel("Figure 2 label").fill("Stores");
  await form.getByLabel("Figure 2 value").fill("38");
  await form
    .getByLabel("Summary", { exact: true })
    .fill("Forty lanes moved to new terminals overnight.");
  await form
    .getByLabel("Story", { exact: true })
    .fill("We cabled every lane.\nThe store never closed.");
  await form.getByLabel("Client name").fill(SECRET_CLIENT);
  await form.getByLabel("Client quote").fill("They finished before we opened the doors.");
  await form.getByLabel("Quote's name").fill("Dana Ruiz");
  await form.getByLabel("Quote's role").fill("Facilities Director");
  await form.getByLabel("Published (shown on the site)").check();
  await form.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: TITLE });
  await expect(preview).toContainText("Client: (the market: Retail Chains)");
  await page
    .getByRole("main")
    .locator("form")
    .first()
    .getByRole("button", { name: "Save project" })
    .click();
  await expect(page.getByRole("status").first()).toContainText("Project created");
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}\?done=created#project-answer$/);

  const photos: [string, "jpeg" | "png" | "webp", string][] = [
    ["lanes.jpg", "jpeg", "Checkout lanes with new terminals"],
    ["rack.png", "png", "The network rack, labelled"],
    ["kiosk.webp", "webp", "A self-checkout kiosk"],
  ];
  const file = async ([name, format]: (typeof photos)[number]) => ({
    name,
    mimeType: `image/${format}`,
    buffer: await cameraPhoto(format, "#6b4f2a"),
  });
  // One photo, then two at once: each chosen gets its own alt text field.
  const [first, ...others] = photos;
  const section = await uploadPhoto(page, await file(first!), first![2]);
  await expect(page.getByRole("main").getByRole("status").first()).toContainText("Photo added.");
  await expect(section.getByRole("img", { name: first![2] })).toBeVisible();
  await section
    .getByLabel("Photos (JPEG, PNG or WebP, at most 15 MB each)")
    .setInputFiles(await Promise.all(others.map(file)));
  for (const [name, , alt] of others) await section.getByLabel(`Alt text of ${name}`).fill(alt);
  await section.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toContainText("Photos added.");
  for (const [, , alt] of photos) {
    await expect(section.getByRole("img", { name: alt })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Photos (3/12)" })).toBeVisible();
  projectUrl =
    (await page.getByRole("link", { name: "View public page" }).getAttribute("href")) ?? "";
  expect(projectUrl).toMatch(/^\/projects\/store-[a-z0-9]+-pos-rollout$/);
});

test("a pixel flood, an SVG and an oversized file are refused with a message, nothing stored", async ({
  page,
}) => {
  // Three uploads checked and a photo encoded, then a visitor's page: 15 to 30 s on a busy CI.
  test.slow();
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: TITLE }).click();
  const refusals: [{ name: string; mimeType: string; buffer: Buffer }, RegExp][] = [
    [{ name: "flood.png", mimeType: "image/png", buffer: pixelFloodPng() }, /too many pixels/],
    [
      { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(SCRIPTED_SVG) },
      /not accepted here/,
    ],
    [
      {
        name: "huge.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.concat([
          await cameraPhoto("jpeg", "#123456"),
          Buffer.alloc(15 * 1024 * 1024),
        ]),
      },
      /too large/,
    ],
  ];
  for (const [file, message] of refusals) {
    const section = await uploadPhoto(page, file, "Refused picture");
    // A refusal is an alert, the photo form's answer (docs/decisions/0076).
    const answer = section.locator("#photo-answer");
    await expect(answer).toHaveRole("alert");
    await expect(answer).toContainText("The photo was not added.");
    await expect(answer).toContainText(message);
    // What was typed stays; nothing was added.
    await expect(section.getByLabel("Alt text (what the photo shows)")).toHaveValue(
      "Refused picture",
    );
    await expect(page.getByRole("heading", { name: "Photos (3/12)" })).toBeVisible();
  }
  const visit = await visitor(page.context().browser() as Browser);
  await visit.goto(projectUrl);
  await expect(visit.locator("main picture")).toHaveCount(3);
  await visit.context().close();
});

test("the project's page: photos as AVIF and WebP without EXIF, client as market, JSON-LD, social image", async ({
  browser,
}) => {
  const page = await visitor(browser);
  const response = await page.goto(projectUrl);
  expect(response?.headers()["cache-control"]).toContain("s-maxage");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(main.locator("[data-client]")).toHaveText("A national retail chain");
  expect(await page.content()).not.toContain(SECRET_CLIENT);
  await expect(main.getByText("They finished before we opened the doors.")).toBeVisible();
  await expect(main.getByText("Dana Ruiz, Facilities Director")).toBeVisible();
  await expect(main.getByText("240")).toBeVisible();

  const pictures = main.locator("picture");
  await expect(pictures).toHaveCount(3);
  const loading = await pictures
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("loading")));
  expect(loading).toEqual(["eager", "lazy", "lazy"]);
  const files = new Set<string>();
  for (const picture of await pictures.all()) {
    const image = picture.locator("img");
    expect(Number(await image.getAttribute("width"))).toBe(1800);
    expect(Number(await image.getAttribute("height"))).toBe(1200);
    for (const type of ["image/avif", "image/webp"]) {
      const source = picture.locator(`source[type="${type}"]`);
      expect(await source.getAttribute("sizes")).toBeTruthy();
      const srcset = (await source.getAttribute("srcset")) ?? "";
      expect(srcset).toMatch(/ 480w, .+ 720w, .+ 960w, .+ 1600w$/);
      for (const candidate of srcset.split(", ")) files.add(candidate.split(" ")[0] ?? "");
    }
  }
  // Three photos, each at four widths in two formats.
  expect(files.size).toBe(24);
  for (const file of files) {
    const served = await page.request.get(file);
    expect(served.status(), file).toBe(200);
    expect(served.headers()["cache-control"]).toContain("immutable");
    const metadata = await sharp(await served.body()).metadata();
    expect(metadata.exif, file).toBeUndefined();
    expect(served.headers()["content-type"]).toBe(
      metadata.format === "heif" ? "image/avif" : "image/webp",
    );
  }

  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  const work = documents.find((document) => document["@type"] === "CreativeWork");
  expect(work).toMatchObject({
    "@context": "https://schema.org",
    name: TITLE,
    dateCreated: "2025",
    locationCreated: { address: { addressLocality: "Glendora", addressRegion: "CA" } },
    sourceOrganization: { name: "A national retail chain" },
    review: {
      reviewBody: "They finished before we opened the doors.",
      author: { name: "Dana Ruiz" },
    },
  });
  expect(work.image).toHaveLength(3);

  const socialImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(socialImage).toMatch(/\/project-images\/store-[a-z0-9]+-pos-rollout\/\d+\/social\.png$/);
  const picture = await page.request.get(new URL(socialImage ?? "").pathname);
  expect(picture.headers()["content-type"]).toBe("image/png");
  expect(await sharp(await picture.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
  await page.context().close();
});

test("its page shows the summary, enlarges each photo with its caption, and starts a similar project from the contact form", async ({
  browser,
}) => {
  const page = await visitor(browser);
  await page.goto(projectUrl);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.locator("[data-summary]")).toHaveText(
    "Forty lanes moved to new terminals overnight.",
  );

  // Each photo links to its full-size image (what a browser without the script opens), with its
  // caption under it; with the script the link opens the viewer, caption and all.
  const rackLink = { name: "The network rack, labelled (full-size photo)" };
  const rack = main.getByRole("link", rackLink);
  const fullSize = (await rack.getAttribute("href")) ?? "";
  expect((await page.request.get(fullSize)).headers()["content-type"]).toBe("image/webp");
  const figure = main.locator("figure").filter({ has: page.getByRole("link", rackLink) });
  await expect(figure.locator("figcaption")).toHaveText("The network rack, labelled");
  await rack.click();
  const viewer = page.getByRole("dialog", { name: "The network rack, labelled" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("img", { name: "The network rack, labelled" })).toHaveAttribute(
    "src",
    new URL(fullSize, page.url()).href,
  );
  await expect(viewer).toContainText("Photo 2 of 3");
  expect(await axeViolations(page, "dialog")).toEqual([]);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "A self-checkout kiosk" })).toContainText(
    "Photo 3 of 3",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(rack).toBeFocused();

  // "Start a similar project": the contact form below, the project named in the message.
  await main.getByRole("link", { name: "Start a similar project" }).click();
  const form = page.locator("#start-similar form");
  await expect(form.getByLabel("Message")).toHaveValue(
    `I would like to start a project like “${TITLE}”.`,
  );
  const email = `similar.${Date.now().toString(36)}@example.com`;
  await form.getByLabel("Name").fill("Sam Similar");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Message sent successfully!");
  const notice = await waitForMail("info@example.com", /contact message from Sam Similar/);
  expect(notice.text).toContain(TITLE);
  await page.context().close();
});

test("the list shows it under its market, filters without JavaScript; the service and office pages list it", async ({
  page,
  browser,
}) => {
  // Signed in: the admin's pages are never from the shared cache, so the new project shows.
  await page.goto("/projects?market=retail");
  const card = page.getByRole("main").getByRole("article").filter({ hasText: TITLE });
  await expect(card).toContainText("Retail Chains");
  await expect(card).toContainText("A national retail chain");
  await page.goto("/services/pos-systems");
  const recent = page.getByRole("region", { name: "Recent projects" });
  await expect(recent.getByRole("link", { name: TITLE, exact: true })).toBeVisible();
  // The Glendora office (the headquarters) shows its projects.
  await page.goto("/locations/glendora");
  await expect(
    page.getByRole("main").getByRole("link", { name: TITLE, exact: true }),
  ).toBeVisible();
  await page.goto("/");
  await expect(page.locator('a[href="/projects?market=retail"]')).toHaveCount(1);
  await expect(page.locator('a[href="/projects"]').first()).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${projectUrl}</loc>`);

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: ADMIN_STATE,
  });
  const plain = await noScript.newPage();
  await plain.goto("/projects");
  const filters = plain.getByRole("form", { name: "Filter projects" });
  await filters.getByLabel("Market").selectOption("banking");
  await filters.getByRole("button", { name: "Show projects" }).click();
  await expect(plain).toHaveURL(/\/projects\?market=banking&service=$/);
  await expect(plain.getByRole("main").getByText(TITLE)).toHaveCount(0);
  await noScript.close();
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`axe finds nothing on the project pages and the admin's (${label})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/admin/projects");
    const edit = (await page.getByRole("link", { name: TITLE }).getAttribute("href")) ?? "";
    for (const path of [
      "/projects",
      projectUrl,
      "/es/projects",
      "/services/pos-systems",
      "/admin/projects",
      edit,
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
  });
}
