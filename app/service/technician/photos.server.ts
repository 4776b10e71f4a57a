import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sniffImageType } from "~/company/images/logo.server";
import { loadSharp } from "~/company/images/sharp.server";
import type { DbOrTx } from "~/db/client.server";
import { saveFile } from "~/files/store.server";
import { taskQueue } from "~/projects/photo-queue.server";
import { PHOTO_ENCODING, PHOTO_MAX_PIXELS } from "~/projects/photos.server";
import { type WORK_ORDER_PHOTO_SOURCES, workOrderPhotos } from "../service.schema";

/**
 * A work order's photos and its signature (docs/service-desk.md#the-visit): like a project's
 * photos (docs/decisions/0058), decoded within a pixel limit, turned upright and encoded again,
 * so no metadata of the original (EXIF, GPS location) is kept; one WebP each, as wide as a
 * phone or an office screen needs.
 */

/** The widest a work order's photo is kept. */
const WORK_ORDER_PHOTO_WIDTH = 1600;
/** A drawn signature is small: a canvas of a few hundred pixels. */
const SIGNATURE_MAX_PIXELS = 2000 * 1000;

/** Two pictures processed at once at most. */
const queue = taskQueue(2);

export interface EncodedPicture {
  bytes: Buffer;
  format: "webp" | "png";
}

/** A photo waiting on disk, re-encoded as WebP; null when it is not a picture we can read. */
export function encodePhotoFile(path: string): Promise<EncodedPicture | null> {
  return queue.run(async () => {
    const bytes = await readFile(path);
    return encode(bytes, PHOTO_MAX_PIXELS, (image) =>
      image
        .rotate()
        .resize({ width: WORK_ORDER_PHOTO_WIDTH, withoutEnlargement: true })
        .webp(PHOTO_ENCODING.webp),
    ).then((out) => (out ? { bytes: out, format: "webp" as const } : null));
  });
}

/** A drawn signature (a PNG from the canvas), drawn again as a PNG of its pixels alone. */
export function encodeSignature(bytes: Uint8Array): Promise<EncodedPicture | null> {
  if (sniffImageType(bytes) !== "png") return Promise.resolve(null);
  return queue
    .run(() => encode(bytes, SIGNATURE_MAX_PIXELS, (image) => image.png()))
    .then((out) => (out ? { bytes: out, format: "png" as const } : null));
}

type Sharp = ReturnType<Awaited<ReturnType<typeof loadSharp>>>;

async function encode(
  bytes: Uint8Array,
  maxPixels: number,
  pipeline: (image: Sharp) => Sharp,
): Promise<Buffer | null> {
  const type = sniffImageType(bytes);
  if (type === null || type === "svg") return null;
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" });
    if ((await image.metadata()).format !== type) return null;
    // sharp writes no metadata unless asked (withMetadata): EXIF and GPS stay behind.
    return await pipeline(image).toBuffer();
  } catch {
    return null;
  }
}

const workOrderOwner = (workOrderId: string) => `work-order:${workOrderId}`;

/** Stores a re-encoded picture as the work order's file. */
export function storePicture(
  db: DbOrTx,
  workOrderId: string,
  picture: EncodedPicture,
  name: string,
  uploadedBy: string | null,
) {
  return saveFile(
    db,
    {
      kind: "work-order-photo",
      name: `${name}.${picture.format}`,
      type: `image/${picture.format}`,
      size: picture.bytes.length,
      sha256: createHash("sha256").update(picture.bytes).digest("hex"),
      bytes: picture.bytes,
    },
    workOrderOwner(workOrderId),
    uploadedBy,
  );
}

/** Stores a photo and its row. */
export async function addWorkOrderPhoto(
  db: DbOrTx,
  workOrderId: string,
  picture: EncodedPicture,
  photo: { source: (typeof WORK_ORDER_PHOTO_SOURCES)[number]; caption: string },
  uploadedBy: string | null,
) {
  const file = await storePicture(db, workOrderId, picture, "photo", uploadedBy);
  const [row] = await db
    .insert(workOrderPhotos)
    .values({ workOrderId, fileId: file.id, ...photo })
    .returning();
  return row!;
}
