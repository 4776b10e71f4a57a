import type { Lang } from "~/i18n/languages";
import type { Translator } from "~/i18n/translator";
import { anonymousClient, isMarket, marketName } from "./markets";
import type { PhotoVariant } from "./projects.schema";

/** What the public pages need of a project (serialisable: the loaders send it). */
export interface PublicProject {
  slug: string;
  title: string;
  market: string;
  services: string[];
  city: string;
  state: string;
  year: number;
  figures: { label: string; value: string }[];
  summaryEn: string;
  summaryEs: string | null;
  storyEn: string;
  storyEs: string | null;
  clientName: string | null;
  clientNamingApproved: boolean;
  quoteText: string | null;
  quoteName: string | null;
  quoteRole: string | null;
  version: number;
  publishedAt: Date | string | null;
  updatedAt: Date | string;
  photos: PublicPhoto[];
}

export interface PublicPhoto {
  alt: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

export const projectPath = (slug: string) => `/projects/${slug}`;

/** The client as the pages name it: its name only when the client approved it, else its market. */
export function clientLabel(
  project: Pick<PublicProject, "clientName" | "clientNamingApproved" | "market">,
  t: Translator["t"],
): string {
  if (project.clientNamingApproved && project.clientName) return project.clientName;
  return isMarket(project.market) ? t(anonymousClient(project.market)) : "";
}

export function marketLabel(market: string, t: Translator["t"]): string {
  return isMarket(market) ? t(marketName(market)) : market;
}

/** The summary and story in the page's language: Spanish when written, else English. */
export function projectTexts(project: PublicProject, lang: Lang) {
  const spanish = lang === "es";
  return {
    summary: (spanish && project.summaryEs) || project.summaryEn,
    story: (spanish && project.storyEs) || project.storyEn,
  };
}

const fileAddress = (variant: PhotoVariant) =>
  `/files/${variant.fileId}/${encodeURIComponent(variant.name)}`;

/** `srcset` of one format: every width made. */
export function srcsetOf(photo: PublicPhoto, format: PhotoVariant["format"]): string {
  return photo.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${fileAddress(variant)} ${variant.width}w`)
    .join(", ");
}

/** The fallback `src`: the widest WebP. */
export function fallbackSrc(photo: PublicPhoto): string {
  const webp = photo.variants
    .filter((variant) => variant.format === "webp")
    .sort((a, b) => b.width - a.width)[0];
  return webp ? fileAddress(webp) : "";
}

/** The variant closest to `width` in `format`, for the social image and JSON-LD. */
export function variantNear(
  photo: PublicPhoto,
  format: PhotoVariant["format"],
  width: number,
): PhotoVariant | undefined {
  return photo.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => Math.abs(a.width - width) - Math.abs(b.width - width))[0];
}

export const photoAddress = fileAddress;
