/**
 * Where the company's pictures are served. Each set of pictures has a key that changes with what
 * they are drawn from (names, tagline, logo), so a new logo or name gets new addresses and social
 * networks and browsers fetch it again; an old address is sent on to the current one. The
 * favicon and the web manifest keep fixed addresses, as browsers expect.
 */

export interface CompanyImageUrls {
  /** The uploaded logo, re-encoded; null: the drawn mark. */
  logo: string | null;
  /** 1200 × 630 PNG for link previews. */
  socialImage: string;
  /** 32 × 32 PNG favicon. */
  icon: string;
  icon192: string;
  icon512: string;
  /** 180 × 180, opaque. */
  appleTouchIcon: string;
  favicon: string;
  manifest: string;
}

export const IMAGES_PREFIX = "/company-images/";

/** The key of pages rendered without the profile (an error page): sent on to the current set. */
export const EXAMPLE_IMAGES_KEY = "0";

export function companyImageUrls(key: string, hasLogo: boolean): CompanyImageUrls {
  const at = (file: string) => `${IMAGES_PREFIX}${key}/${file}`;
  return {
    logo: hasLogo ? at("logo.png") : null,
    socialImage: at("social.png"),
    icon: at("icon-32.png"),
    icon192: at("icon-192.png"),
    icon512: at("icon-512.png"),
    appleTouchIcon: at("apple-touch-icon.png"),
    favicon: "/favicon.ico",
    manifest: "/manifest.webmanifest",
  };
}
