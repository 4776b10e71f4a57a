import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { taskQueue } from "./photo-queue.server";
import { PHOTO_MESSAGES, processPhoto } from "./photos.server";
import { pixelFloodPng, SCRIPTED_SVG } from "./test-photos";

/** A JPEG from a "camera": EXIF with a GPS position. */
function cameraJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#7a5230" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "Field 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 8/1 0/1" },
    })
    .toBuffer();
}

describe("processPhoto", () => {
  it("makes AVIF and WebP at each width up to the original's, without any metadata", async () => {
    const original = await cameraJpeg(2000, 1500);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await processPhoto(original);
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ width: 2000, height: 1500 });
    expect(
      result.variants.map((variant) => `${variant.format}@${variant.width}x${variant.height}`),
    ).toEqual([
      "avif@480x360",
      "webp@480x360",
      "avif@720x540",
      "webp@720x540",
      "avif@960x720",
      "webp@960x720",
      "avif@1600x1200",
      "webp@1600x1200",
    ]);
    for (const variant of result.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(metadata.exif).toBeUndefined();
      expect(variant.bytes.includes("TestCam")).toBe(false);
    }
  });

  it("never enlarges a small photo", async () => {
    const result = await processPhoto(await cameraJpeg(300, 200));
    expect(result.ok && result.variants.map((variant) => variant.width)).toEqual([300, 300]);
  });

  it("refuses a pixel flood, an SVG and a file that is no picture", async () => {
    expect(await processPhoto(pixelFloodPng())).toEqual({
      ok: false,
      message: PHOTO_MESSAGES.tooManyPixels,
    });
    expect(await processPhoto(Buffer.from(SCRIPTED_SVG))).toEqual({
      ok: false,
      message: PHOTO_MESSAGES.wrongType,
    });
    expect(await processPhoto(Buffer.from("hello"))).toEqual({
      ok: false,
      message: PHOTO_MESSAGES.wrongType,
    });
  });
});

describe("taskQueue", () => {
  it("runs at most its limit at once, the rest in order", async () => {
    const queue = taskQueue(2);
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      most = Math.max(most, queue.running());
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
    };
    await Promise.all([1, 2, 3, 4, 5].map((n) => queue.run(task(n))));
    expect(most).toBe(2);
    expect(order).toHaveLength(5);
    expect(queue.running()).toBe(0);
  });
});
