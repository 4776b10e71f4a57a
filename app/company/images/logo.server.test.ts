import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "./logo";
import { processLogo, sniffImageType } from "./logo.server";

/** A real picture of `width` × `height` in `format`, made here (no files shipped). */
function picture(width: number, height: number, format: "png" | "jpeg" | "webp" | "gif") {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } },
  })
    .toFormat(format)
    .toBuffer();
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

async function sizeOf(png: Buffer) {
  const { width, height, format } = await sharp(png).metadata();
  return { width, height, format };
}

describe("processLogo", () => {
  it("re-encodes PNG, JPEG and WebP as PNG, scaled to fit 512 × 512", async () => {
    for (const format of ["png", "jpeg", "webp"] as const) {
      const result = await processLogo(await picture(2000, 1000, format));
      if (!result.ok) throw new Error(result.message);
      expect(result.logo).toMatchObject({ width: 512, height: 256 });
      expect(await sizeOf(result.logo.png)).toEqual({ width: 512, height: 256, format: "png" });
    }
  });

  it("keeps a small logo at its size (never enlarged)", async () => {
    const result = await processLogo(await picture(120, 60, "png"));
    expect(result.ok && (await sizeOf(result.logo.png))).toEqual({
      width: 120,
      height: 60,
      format: "png",
    });
  });

  it("drops what the file carried besides the picture (bytes after its end)", async () => {
    const original = await picture(64, 64, "png");
    const carrying = Buffer.concat([original, Buffer.from("<script>alert(1)</script>")]);
    const result = await processLogo(carrying);
    expect(result.ok && result.logo.png.includes("<script>")).toBe(false);
  });

  it("refuses a file over 1 MB", async () => {
    const big = Buffer.alloc(LOGO_MAX_BYTES + 1);
    (await picture(8, 8, "png")).copy(big);
    expect(await processLogo(big)).toEqual({ ok: false, message: LOGO_MESSAGES.tooLarge });
  });

  it("refuses SVG whatever it is called or however it starts", async () => {
    for (const svg of [
      SVG,
      `\uFEFF  ${SVG}`,
      `<?xml version="1.0"?>${SVG}`,
      `<!-- logo -->${SVG}`,
    ]) {
      expect(await processLogo(Buffer.from(svg))).toEqual({
        ok: false,
        message: LOGO_MESSAGES.svg,
      });
    }
    expect(await processLogo(gzipSync(SVG))).toEqual({ ok: false, message: LOGO_MESSAGES.svg });
  });

  it("refuses other types (GIF, text, nothing) and files that only start like a picture", async () => {
    expect(await processLogo(await picture(8, 8, "gif"))).toEqual({
      ok: false,
      message: LOGO_MESSAGES.wrongType,
    });
    expect(await processLogo(Buffer.from("hello"))).toEqual({
      ok: false,
      message: LOGO_MESSAGES.wrongType,
    });
    const truncated = (await picture(200, 200, "png")).subarray(0, 60);
    expect(await processLogo(truncated)).toEqual({ ok: false, message: LOGO_MESSAGES.unreadable });
  });

  it("refuses a small file that is huge inside before decoding it", async () => {
    const bomb = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: "#ffffff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(LOGO_MAX_BYTES);
    expect(await processLogo(bomb)).toEqual({ ok: false, message: LOGO_MESSAGES.tooManyPixels });
  });
});

describe("sniffImageType", () => {
  it("reads the type from the first bytes", async () => {
    expect(sniffImageType(await picture(4, 4, "png"))).toBe("png");
    expect(sniffImageType(await picture(4, 4, "jpeg"))).toBe("jpeg");
    expect(sniffImageType(await picture(4, 4, "webp"))).toBe("webp");
    expect(sniffImageType(Buffer.from(SVG))).toBe("svg");
    expect(sniffImageType(await picture(4, 4, "gif"))).toBeNull();
  });
});
