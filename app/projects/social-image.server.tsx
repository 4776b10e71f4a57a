import { AMBER, NAVY, rasterize, SOCIAL_IMAGE_SIZE } from "~/company/images/drawing.server";
import { loadSharp } from "~/company/images/sharp.server";
import type { DbOrTx } from "~/db/client.server";
import { readStoredFile } from "~/files/store.server";
import { variantNear } from "./present";
import type { ProjectWithPhotos } from "./projects.server";

/**
 * A project's 1200 × 630 link-preview picture: its first photo filling the frame, darkened at the
 * foot, with the title and place over it and the company's short name, drawn like the company's
 * (satori and the shipped Inter font, app/company/images/drawing.server.tsx). Without a photo, navy.
 */
async function drawProjectSocialImage(
  texts: { title: string; place: string; footer: string },
  photo: Uint8Array | null,
): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  const sharp = await loadSharp();
  const background = photo
    ? await sharp(photo).resize(width, height, { fit: "cover" }).jpeg({ quality: 82 }).toBuffer()
    : null;
  const picture = (
    <div
      style={{
        width,
        height,
        display: "flex",
        position: "relative",
        backgroundColor: NAVY,
        fontFamily: "Inter",
        color: "white",
      }}
    >
      {background ? (
        <img
          src={`data:image/jpeg;base64,${background.toString("base64")}`}
          width={width}
          height={height}
          style={{ position: "absolute", top: 0, left: 0 }}
          alt=""
        />
      ) : null}
      <div
        style={{
          position: "absolute",
          left: 0,
          top: 0,
          width: width - 2 * 64,
          height: height - 2 * 56,
          padding: "56px 64px",
          display: "flex",
          flexDirection: "column",
          justifyContent: "flex-end",
          backgroundImage:
            "linear-gradient(180deg, rgba(12,26,51,0.1) 20%, rgba(12,26,51,0.92) 80%)",
        }}
      >
        <div
          style={{
            fontSize: texts.title.length > 60 ? 48 : 60,
            fontWeight: 700,
            lineHeight: 1.1,
            lineClamp: 3,
          }}
        >
          {texts.title}
        </div>
        <div style={{ marginTop: 16, fontSize: 30, color: "#e2e8f0" }}>{texts.place}</div>
        <div style={{ display: "flex", alignItems: "center", marginTop: 28 }}>
          <div style={{ width: 80, height: 8, borderRadius: 4, backgroundColor: AMBER }} />
          <div
            style={{
              marginLeft: 20,
              fontSize: 24,
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
    </div>
  );
  return rasterize(picture, width, height);
}

/** The first photo's WebP near 1200 pixels wide, as stored; null without photos. */
async function firstPhotoBytes(db: DbOrTx, project: ProjectWithPhotos): Promise<Uint8Array | null> {
  const first = project.photos[0];
  const variant = first ? variantNear(first, "webp", 1200) : undefined;
  if (!variant) return null;
  const file = await readStoredFile(db, variant.fileId);
  return file ? new Uint8Array(file.data) : null;
}

/** Drawn pictures by project and version: a few kept, the oldest dropped. */
const drawn = new Map<string, Promise<Buffer>>();
const KEPT = 24;

export function projectSocialImage(
  db: DbOrTx,
  project: ProjectWithPhotos,
  footer: string,
): Promise<Buffer> {
  const key = `${project.id}:${project.version}`;
  let image = drawn.get(key);
  if (!image) {
    image = firstPhotoBytes(db, project).then((photo) =>
      drawProjectSocialImage(
        {
          title: project.title,
          place: `${project.city}, ${project.state} · ${project.year}`,
          footer,
        },
        photo,
      ),
    );
    image.catch(() => drawn.delete(key));
    drawn.set(key, image);
    if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value as string);
  }
  return image;
}
