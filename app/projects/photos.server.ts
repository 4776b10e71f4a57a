import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { and, count, eq } from "drizzle-orm";
import { sniffImageType } from "~/company/images/logo.server";
import { loadSharp } from "~/company/images/sharp.server";
import type { Database } from "~/db/client.server";
import { storedFiles } from "~/files/files.schema";
import { saveFile } from "~/files/store.server";
import type { ReceivedFile } from "~/files/upload.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { PHOTOS_PER_PROJECT } from "./limits";
import { taskQueue } from "./photo-queue.server";
import { type PhotoVariant, projectPhotos } from "./projects.schema";
import { touchProject } from "./projects.server";

/**
 * A project's photos (docs/decisions/0058): the upload (JPEG, PNG or WebP, recognised by
 * its bytes by app/files) is decoded within a pixel limit, turned upright and encoded again as
 * AVIF and WebP at PHOTO_WIDTHS. Only those re-encodings are stored (public `project-photo` files),
 * so no metadata of the original (EXIF, GPS location) ever leaves the server.
 */

export { PHOTOS_PER_PROJECT };

/** The widths made (never wider than the original). */
const PHOTO_WIDTHS = [480, 720, 960, 1600] as const;

/** More pixels than this are refused before decoding: 48 megapixels, past any camera's photo. */
export const PHOTO_MAX_PIXELS = 8000 * 6000;

const { t } = serverTranslator("en");

/** Why a photo is refused, in the office's words (`adminProjects`, docs/decisions/0098). */
export const PHOTO_MESSAGES = {
  wrongType: t("admin.projects.photo.wrongType"),
  tooManyPixels: t("admin.projects.photo.tooManyPixels", {
    megapixels: String(PHOTO_MAX_PIXELS / 1_000_000),
  }),
  unreadable: t("admin.projects.photo.unreadable"),
  full: t("admin.projects.photo.full", { count: String(PHOTOS_PER_PROJECT) }),
  alt: t("admin.projects.photo.alt"),
  missing: t("admin.projects.photo.missing"),
};

/**
 * The encoders' settings (docs/decisions/0069): the fastest efforts. Measured on photos, AVIF at
 * effort 0 is as large and as close to the original as at effort 2 for a third of the time; WebP
 * at effort 2 is about 5 % larger than at 4 for half the time. The budget is 3 s a 12-megapixel
 * photo on a busy two-core server.
 */
export const PHOTO_ENCODING = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 78, effort: 2 },
} as const;

/** Two photos processed at once at most, whatever the number of uploads. */
const queue = taskQueue(2);

/** How many photos are being processed now (the bench checks the limit). */
export const photosInProcess = () => queue.running();

interface EncodedVariant {
  format: "avif" | "webp";
  width: number;
  height: number;
  bytes: Buffer;
}

type ProcessedPhoto =
  | { ok: true; width: number; height: number; variants: EncodedVariant[] }
  | { ok: false; message: string };

const widthsFor = (width: number): number[] => {
  const fitting = PHOTO_WIDTHS.filter((candidate) => candidate < width);
  const widest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? width;
  return [...fitting, Math.min(width, widest)];
};

/** Checks and re-encodes one photo (in the queue: two at a time). */
export function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  return queue.run(() => encodePhoto(bytes));
}

/**
 * The same for an upload's photo waiting on disk: read only when its turn comes, so that the
 * photos of a batch waiting their turn are not held in memory.
 */
export function processPhotoFile(path: string): Promise<ProcessedPhoto> {
  return queue.run(async () => encodePhoto(await readFile(path)));
}

async function encodePhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const type = sniffImageType(bytes);
  if (type === null || type === "svg") return { ok: false, message: PHOTO_MESSAGES.wrongType };
  const sharp = await loadSharp();
  try {
    const source = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" });
    const metadata = await source.metadata();
    if (metadata.format !== type) return { ok: false, message: PHOTO_MESSAGES.wrongType };
    // The photo as it is seen: EXIF orientations 5 to 8 turn it a quarter.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = (turned ? metadata.height : metadata.width) ?? 0;
    const height = (turned ? metadata.width : metadata.height) ?? 0;
    const widths = [...new Set(widthsFor(width))];
    // Decoded once, upright, straight at the widest size (a JPEG shrinks while it is decoded):
    // the smaller variants are made from these pixels.
    const base = await source
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = (
      data: Buffer,
      info: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
    ) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants: EncodedVariant[] = [];
    for (const variantWidth of widths) {
      const scaled =
        variantWidth === base.info.width
          ? base
          : await pixels(base.data, base.info)
              .resize({ width: variantWidth })
              .raw()
              .toBuffer({ resolveWithObject: true });
      const [avif, webp] = await Promise.all([
        pixels(scaled.data, scaled.info).avif(PHOTO_ENCODING.avif).toBuffer(),
        pixels(scaled.data, scaled.info).webp(PHOTO_ENCODING.webp).toBuffer(),
      ]);
      const size = { width: scaled.info.width, height: scaled.info.height };
      variants.push(
        { format: "avif", ...size, bytes: avif },
        { format: "webp", ...size, bytes: webp },
      );
    }
    return { ok: true, width, height, variants };
  } catch (error) {
    const pixels = /pixel limit/i.test((error as Error).message);
    return {
      ok: false,
      message: pixels ? PHOTO_MESSAGES.tooManyPixels : PHOTO_MESSAGES.unreadable,
    };
  }
}

const photoOwner = (projectId: string) => `project:${projectId}`;

function variantFile(variant: EncodedVariant, base: string): ReceivedFile {
  return {
    kind: "project-photo",
    name: `${base}-${variant.width}.${variant.format}`,
    type: `image/${variant.format}`,
    size: variant.bytes.length,
    sha256: createHash("sha256").update(variant.bytes).digest("hex"),
    bytes: variant.bytes,
  };
}

export async function photoCount(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectPhotos)
    .where(eq(projectPhotos.projectId, projectId));
  return row?.n ?? 0;
}

/** Stores a processed photo's variants and its row together, after the project's others. */
export async function addPhoto(
  db: Database,
  projectId: string,
  photo: Extract<ProcessedPhoto, { ok: true }>,
  alt: string,
  base: string,
  uploadedBy: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const variants: PhotoVariant[] = [];
    for (const variant of photo.variants) {
      const stored = await saveFile(
        tx,
        variantFile(variant, base),
        photoOwner(projectId),
        uploadedBy,
      );
      variants.push({
        format: variant.format,
        width: variant.width,
        height: variant.height,
        fileId: stored.id,
        name: stored.name,
      });
    }
    const existing = await tx
      .select({ position: projectPhotos.position })
      .from(projectPhotos)
      .where(eq(projectPhotos.projectId, projectId));
    const position = Math.max(0, ...existing.map((row) => row.position + 1));
    await tx.insert(projectPhotos).values({
      projectId,
      position,
      alt,
      width: photo.width,
      height: photo.height,
      variants,
    });
    await touchProject(tx, projectId);
  });
}

/** Removes a photo and its stored variants. */
export async function removePhoto(
  db: Database,
  projectId: string,
  photoId: string,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(photoId)) return false;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(projectPhotos)
      .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)))
      .returning();
    if (!removed) return false;
    for (const variant of removed.variants) {
      await tx.delete(storedFiles).where(eq(storedFiles.id, variant.fileId));
    }
    await touchProject(tx, projectId);
    return true;
  });
}

/** The alt text: plain text on one line, 1 to 200 characters; null when it is not. */
export function altText(value: string | undefined): string | null {
  const text = (value ?? "").trim();
  if (!text || text.length > 200 || /[<>\p{Cc}]/u.test(text)) return null;
  return text;
}
