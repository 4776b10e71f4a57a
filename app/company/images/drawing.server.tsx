import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadSharp } from "./sharp.server";

/**
 * The company's pictures drawn on the server: the social image (1200 × 630) and the icons made
 * from the short name's initials. Satori lays the texts out and turns them into paths with the
 * Inter font files the project ships, and sharp rasterizes that SVG to PNG: no system font is ever
 * needed. The texts come in as arguments, so another language draws the same picture.
 */

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Colours of the drawn mark and the site's header (navy, amber, pale slate). */
export const NAVY = "#0c1a33";
export const AMBER = "#fbbf24";
const PALE = "#cbd5e1";

type Font = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };

let fonts: Font[] | undefined;
/** Inter regular and bold, Latin and Latin Extended (accents of Spanish and others). */
function interFonts(): Font[] {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const file = (subset: string, weight: 400 | 700): Font => ({
    name: "Inter",
    data: readFileSync(
      require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
    ),
    weight,
    style: "normal",
  });
  fonts = [file("latin", 400), file("latin", 700), file("latin-ext", 400), file("latin-ext", 700)];
  return fonts;
}

export async function rasterize(element: React.ReactNode, width: number, height: number) {
  const { default: satori } = await import("satori");
  const sharp = await loadSharp();
  const svg = await satori(element, { width, height, fonts: interFonts() });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString("base64")}`;

/** The bolt of the drawn logo (app/ui/Logo.tsx), for when no logo was uploaded. */
function DrawnMark({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
    >
      <rect width="40" height="40" rx="9" fill={NAVY} />
      <rect
        x="1.5"
        y="1.5"
        width="37"
        height="37"
        rx="7.5"
        fill="none"
        stroke={AMBER}
        strokeOpacity=".35"
      />
      <path d="M22.5 6 11 22.5h8L16.5 34 29 16.5h-8.2L22.5 6Z" fill={AMBER} />
    </svg>
  );
}

/** Smaller type for longer names, so that any name of the profile fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 64;
  if (title.length <= 80) return 52;
  return 42;
}

export interface SocialImageTexts {
  /** The company's name, large. */
  title: string;
  tagline: string;
  /** A short line at the foot (the short name). */
  footer: string;
}

/** The 1200 × 630 link-preview picture: logo, name, tagline, on the site's navy. */
export async function drawSocialImage(
  texts: SocialImageTexts,
  logo: Uint8Array | null,
): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  const picture = (
    <div
      style={{
        // Satori sizes boxes without their padding (content-box): the page minus its margins.
        width: width - 2 * 80,
        height: height - 2 * 64,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px",
        backgroundColor: NAVY,
        backgroundImage: `linear-gradient(135deg, ${NAVY} 0%, #13284d 100%)`,
        fontFamily: "Inter",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center" }}>
        {logo ? (
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 104,
              height: 104,
              padding: 14,
              borderRadius: 24,
              backgroundColor: "white",
            }}
          >
            <img
              src={dataUrl(logo)}
              width={104}
              height={104}
              style={{ objectFit: "contain" }}
              alt=""
            />
          </div>
        ) : (
          <DrawnMark size={132} />
        )}
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div
          style={{
            fontSize: titleSize(texts.title),
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: "-0.02em",
            lineClamp: 3,
          }}
        >
          {texts.title}
        </div>
        <div style={{ marginTop: 20, fontSize: 34, lineHeight: 1.3, color: PALE, lineClamp: 2 }}>
          {texts.tagline}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center" }}>
        <div style={{ width: 96, height: 8, borderRadius: 4, backgroundColor: AMBER }} />
        <div
          style={{
            marginLeft: 24,
            fontSize: 26,
            fontWeight: 700,
            color: AMBER,
            letterSpacing: "0.12em",
            textTransform: "uppercase",
          }}
        >
          {texts.footer}
        </div>
      </div>
    </div>
  );
  return rasterize(picture, width, height);
}

/** "Example Electric" → "EE"; one word → its first two letters; nothing readable → "•". */
export function initialsOf(shortName: string): string {
  const words = shortName.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return "•";
  if (words.length === 1) return (words[0] ?? "").slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0] ?? "")
    .join("")
    .toUpperCase();
}

/**
 * A square icon of the initials, amber on navy, drawn like the social image: with rounded
 * corners, or `opaque` (square and without transparency, for iOS, which rounds it itself).
 */
export async function drawInitialsIcon(
  initials: string,
  size: number,
  opaque = false,
): Promise<Buffer> {
  const icon = (
    <div
      style={{
        width: size,
        height: size,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        backgroundColor: NAVY,
        borderRadius: opaque ? 0 : Math.round(size * 0.22),
        fontFamily: "Inter",
        fontWeight: 700,
        fontSize: Math.round(size * (initials.length > 1 ? 0.46 : 0.6)),
        letterSpacing: "-0.04em",
        color: AMBER,
      }}
    >
      {initials}
    </div>
  );
  const png = await rasterize(icon, size, size);
  const sharp = await loadSharp();
  return opaque ? sharp(png).flatten({ background: NAVY }).png().toBuffer() : png;
}

/** The uploaded logo as a square icon: kept whole, centred, on `background` (transparent if none). */
export async function logoIcon(
  logo: Uint8Array,
  size: number,
  background?: string,
): Promise<Buffer> {
  const inset = background ? Math.round(size * 0.1) : 0;
  const inner = size - 2 * inset;
  const fill = background ?? { r: 0, g: 0, b: 0, alpha: 0 };
  const sharp = await loadSharp();
  const fitted = await sharp(logo)
    .resize(inner, inner, { fit: "contain", background: fill })
    .extend({ top: inset, bottom: inset, left: inset, right: inset, background: fill })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return background ? sharp(fitted).flatten({ background }).png().toBuffer() : fitted;
}

/** An ICO file holding PNG images (the format every browser reads for /favicon.ico). */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}
