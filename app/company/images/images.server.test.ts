import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { exampleProfile } from "../profile";
import { imageSetOf } from "../store.server";
import { drawSocialImage, initialsOf } from "./drawing.server";
import { companyImages, type ImageSource } from "./images.server";

const logo = () =>
  sharp({ create: { width: 300, height: 120, channels: 4, background: "#d97706" } })
    .png()
    .toBuffer();

function sourceOf(profile = exampleProfile, logoPng: Buffer | null = null): ImageSource {
  return { profile, logo: logoPng, images: imageSetOf({ profile, version: 1, logo: logoPng }) };
}

const metadataOf = (bytes: Buffer) => sharp(bytes).metadata();

describe("the company's pictures", () => {
  it("draws a 1200 × 630 PNG social image from the texts given", async () => {
    const png = await drawSocialImage(
      { title: "Acme Power & Light", tagline: "Electricidad con licencia", footer: "Acme" },
      null,
    );
    expect(await metadataOf(png)).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("draws the favicon, app icons and apple-touch-icon at their sizes", async () => {
    const images = companyImages(() => sourceOf());
    for (const [name, size] of [
      ["icon-32.png", 32],
      ["icon-192.png", 192],
      ["icon-512.png", 512],
      ["apple-touch-icon.png", 180],
    ] as const) {
      const file = await images.file(name);
      expect(file?.type).toBe("image/png");
      expect(await metadataOf(file?.body as Buffer)).toMatchObject({ width: size, height: size });
    }
    const ico = (await images.file("favicon.ico"))?.body as Buffer;
    // ICO header: reserved 0, type 1, three images (16, 32 and 48 pixels).
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([ico[6], ico[22], ico[38]]).toEqual([16, 32, 48]);
    expect(await images.file("logo.png")).toBeNull();
    const touch = await metadataOf((await images.file("apple-touch-icon.png"))?.body as Buffer);
    expect(touch.hasAlpha).toBe(false);
  });

  it("makes the icons from an uploaded logo, the apple-touch-icon on an opaque ground", async () => {
    const initials = companyImages(() => sourceOf());
    const before = (await initials.file("icon-192.png"))?.body;
    const png = await logo();
    const images = companyImages(() => sourceOf(exampleProfile, png));
    expect((await images.file("icon-192.png"))?.body.equals(before as Buffer)).toBe(false);
    expect((await images.file("logo.png"))?.body.equals(png)).toBe(true);
    const touch = await metadataOf((await images.file("apple-touch-icon.png"))?.body as Buffer);
    expect(touch.hasAlpha).toBe(false);
  });

  it("draws anew when the profile's name, tagline or logo change, and only then", async () => {
    let source = sourceOf();
    const images = companyImages(() => source);
    const first = await images.file("social.png");
    expect(await images.file("social.png")).toBe(first); // kept, not drawn per request
    const firstKey = images.key();

    source = sourceOf({ ...exampleProfile, mainPhone: "(555) 010-0142" });
    expect(images.key()).toBe(firstKey);

    source = sourceOf({ ...exampleProfile, legalName: "Acme Power & Light" });
    const renamed = await images.file("social.png");
    expect(images.key()).not.toBe(firstKey);
    expect(renamed?.body.equals(first?.body as Buffer)).toBe(false);
    expect(renamed?.etag).not.toBe(first?.etag);
    expect(await metadataOf(renamed?.body as Buffer)).toMatchObject({ width: 1200, height: 630 });

    const renamedKey = images.key();
    source = sourceOf({ ...exampleProfile, legalName: "Acme Power & Light" }, await logo());
    const withLogo = await images.file("social.png");
    expect(images.key()).not.toBe(renamedKey);
    expect(withLogo?.body.equals(renamed?.body as Buffer)).toBe(false);
    expect(images.urls().socialImage).toBe(`/company-images/${images.key()}/social.png`);
    expect(images.urls().logo).toBe(`/company-images/${images.key()}/logo.png`);
  });

  it("writes the web manifest from the profile, compressed once", async () => {
    const images = companyImages(() =>
      sourceOf({ ...exampleProfile, legalName: "Acme Power & Light", shortName: "Acme" }),
    );
    const file = await images.file("manifest.webmanifest");
    expect(file?.type).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(String(file?.body));
    expect(manifest).toMatchObject({
      name: "Acme Power & Light",
      short_name: "Acme",
      start_url: "/",
      theme_color: "#0c1a33",
      background_color: "#ffffff",
      icons: [
        { src: images.urls().icon192, sizes: "192x192", type: "image/png" },
        { src: images.urls().icon512, sizes: "512x512", type: "image/png" },
      ],
    });
    expect(file?.br?.length).toBeGreaterThan(0);
    expect(file?.gzip?.length).toBeGreaterThan(0);
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first two words", () => {
    expect(initialsOf("Example Electric")).toBe("EE");
    expect(initialsOf("acme")).toBe("AC");
    expect(initialsOf("Ñandú & Co")).toBe("ÑC");
    expect(initialsOf("&")).toBe("•");
  });
});
