import { LOGO_MAX_BYTES, LOGO_MESSAGES, type LogoMessage } from "./logo";
import { loadSharp } from "./sharp.server";

/**
 * An uploaded logo becomes a PNG the server made itself: its type is read from its first bytes
 * (never from its name or the browser's word), SVG is refused whatever it is called (it can carry
 * scripts), and what passes is decoded, turned upright, scaled to fit 512 × 512 and encoded again,
 * which drops whatever else the file carried (metadata, extra chunks, trailing bytes).
 */

/** The largest side of a stored logo: sharp in the header, enough for a 512-pixel app icon. */
export const LOGO_MAX_SIDE = 512;

/** More pixels than this are refused before they are decoded (a small file can be huge inside). */
export const LOGO_MAX_PIXELS = 4096 * 4096;

export interface ProcessedLogo {
  png: Buffer;
  width: number;
  height: number;
}

/** A refusal says why as a key of the office's catalogue, which the page's answer translates. */
export type LogoResult = { ok: true; logo: ProcessedLogo } | { ok: false; message: LogoMessage };

type Accepted = "png" | "jpeg" | "webp";

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the file's first bytes say it is. */
export function sniffImageType(bytes: Uint8Array): Accepted | "svg" | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // Text that opens like XML or SVG (after a byte-order mark or spaces), or a gzipped SVG.
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  if (/^\s*<(\?xml|svg|!doctype svg|!--)/i.test(head) || /<svg[\s>]/i.test(head)) return "svg";
  if (startsWith(bytes, [0x1f, 0x8b])) return "svg";
  return null;
}

/** Checks and re-encodes an uploaded logo; every refusal says why, in the admin's words. */
export async function processLogo(bytes: Uint8Array): Promise<LogoResult> {
  if (bytes.byteLength > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  const type = sniffImageType(bytes);
  if (type === "svg") return { ok: false, message: LOGO_MESSAGES.svg };
  if (type === null) return { ok: false, message: LOGO_MESSAGES.wrongType };
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    // The decoder must agree with the first bytes: nothing else (GIF, TIFF, SVG) gets through.
    if (format !== type) return { ok: false, message: LOGO_MESSAGES.wrongType };
    const { data, info } = await image
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, logo: { png: data, width: info.width, height: info.height } };
  } catch (error) {
    const pixels = /pixel limit/i.test((error as Error).message);
    return { ok: false, message: pixels ? LOGO_MESSAGES.tooManyPixels : LOGO_MESSAGES.unreadable };
  }
}
