import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { ImageSet } from "../facts";
import type { CompanyProfile } from "../profile";
import { drawInitialsIcon, drawSocialImage, icoOf, initialsOf, logoIcon } from "./drawing.server";
import { type CompanyImageUrls, companyImageUrls } from "./image-urls";

/**
 * The company's pictures and web manifest, made from the current profile on first request and
 * kept until the profile's pictures change (their key, app/company/store.server.ts): a save that
 * changes the name, tagline or logo draws them anew; one that changes a phone number does not.
 */

/** A file ready to send: its bytes, type, ETag, and compressed copies when that helps. */
export interface ImageFile {
  body: Buffer;
  type: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** What the pictures are drawn from: the profile, its uploaded logo and their key. */
export interface ImageSource {
  profile: CompanyProfile;
  logo: Uint8Array | null;
  images: ImageSet;
}

/** The files of a set, by their name under the set's key. */
export const SET_FILES = [
  "logo.png",
  "social.png",
  "icon-32.png",
  "icon-192.png",
  "icon-512.png",
  "apple-touch-icon.png",
] as const;
export type SetFile = (typeof SET_FILES)[number];

/** The files at fixed addresses, made from the current set. */
export const FIXED_FILES = ["favicon.ico", "manifest.webmanifest"] as const;
export type FixedFile = (typeof FIXED_FILES)[number];

/** The site's colours, as the header and the drawn mark use them. */
const THEME_COLOR = "#0c1a33";
const BACKGROUND_COLOR = "#ffffff";
const FAVICON_SIZES = [16, 32, 48];

export interface CompanyImages {
  /** The current set's key. */
  key(): string;
  urls(): CompanyImageUrls;
  /** A file of the current set, or null when it has none (no logo uploaded). */
  file(name: SetFile | FixedFile): Promise<ImageFile | null>;
}

const etagOf = (body: Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;

const png = (body: Buffer): ImageFile => ({ body, type: "image/png", etag: etagOf(body) });

/** A square icon of `size`: from the logo when there is one, else the short name's initials. */
function icon(source: ImageSource, size: number, background?: string): Promise<Buffer> {
  return source.logo
    ? logoIcon(source.logo, size, background)
    : drawInitialsIcon(initialsOf(source.profile.shortName), size, Boolean(background));
}

/** The web manifest: the profile's names, the site's colours, the current icons. */
export function webManifest(profile: CompanyProfile, urls: CompanyImageUrls): string {
  return JSON.stringify({
    name: profile.legalName,
    short_name: profile.shortName,
    description: profile.tagline,
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: urls.icon192, sizes: "192x192", type: "image/png" },
      { src: urls.icon512, sizes: "512x512", type: "image/png" },
    ],
  });
}

async function make(source: ImageSource, name: SetFile | FixedFile): Promise<ImageFile | null> {
  const { profile, logo } = source;
  switch (name) {
    case "logo.png":
      return logo ? png(Buffer.from(logo)) : null;
    case "social.png":
      return png(
        await drawSocialImage(
          { title: profile.legalName, tagline: profile.tagline, footer: profile.shortName },
          logo,
        ),
      );
    case "icon-32.png":
      return png(await icon(source, 32));
    case "icon-192.png":
      return png(await icon(source, 192));
    case "icon-512.png":
      return png(await icon(source, 512));
    case "apple-touch-icon.png":
      // iOS shows transparency as black: the logo sits on white.
      return png(await icon(source, 180, BACKGROUND_COLOR));
    case "favicon.ico": {
      const images = await Promise.all(
        FAVICON_SIZES.map(async (size) => ({ size, png: await icon(source, size) })),
      );
      const body = icoOf(images);
      return { body, type: "image/x-icon", etag: etagOf(body) };
    }
    case "manifest.webmanifest": {
      const body = Buffer.from(
        webManifest(profile, companyImageUrls(source.images.key, Boolean(logo))),
      );
      return {
        body,
        type: "application/manifest+json; charset=utf-8",
        etag: etagOf(body),
        br: brotliCompressSync(body),
        gzip: gzipSync(body, { level: 9 }),
      };
    }
  }
}

/** The pictures of `current()`, each made once per set (the last set's are dropped). */
export function companyImages(current: () => ImageSource): CompanyImages {
  let cachedKey = "";
  let cache = new Map<string, Promise<ImageFile | null>>();
  return {
    key: () => current().images.key,
    urls: () => {
      const { images } = current();
      return companyImageUrls(images.key, images.hasLogo);
    },
    file(name) {
      const source = current();
      if (source.images.key !== cachedKey) {
        cachedKey = source.images.key;
        cache = new Map();
      }
      let made = cache.get(name);
      if (!made) {
        made = make(source, name);
        // A failed drawing is tried again on the next request, not kept.
        made.catch(() => cache.delete(name));
        cache.set(name, made);
      }
      return made;
    },
  };
}
