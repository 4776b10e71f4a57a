import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useT } from "~/i18n/I18nContext";
import { fallbackSrc, type PublicPhoto } from "~/projects/present";
import { ProjectPicture } from "./ProjectPicture";

/**
 * A project photo that enlarges, with its caption (its alt text) under it. Without JavaScript
 * the link opens the full-size image; with it, the page's `PhotoViewer` shows the photo and its
 * caption (app/projects/photo-viewer.ts). The caption repeats the alt text, so screen readers
 * hear it once, from the image.
 */
export function EnlargeablePhoto({
  photo,
  sizes,
  eager,
  imageClassName,
}: {
  photo: PublicPhoto;
  sizes: string;
  eager?: boolean;
  imageClassName: string;
}) {
  const t = useT();
  return (
    <figure>
      <a
        href={fallbackSrc(photo)}
        data-photo={photo.alt}
        className="block cursor-zoom-in rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-600"
      >
        <ProjectPicture photo={photo} sizes={sizes} eager={eager} className={imageClassName} />
        <span className="sr-only">{t("projects.page.enlarge")}</span>
      </a>
      <figcaption aria-hidden="true" className="mt-2 text-sm text-slate-600">
        {photo.alt}
      </figcaption>
    </figure>
  );
}

const viewerButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white";

/**
 * The page's one photo viewer: the browser's modal dialog (focus kept inside, Escape closes,
 * focus back on the photo opened), filled by app/projects/photo-viewer.ts from the photo clicked.
 * Its position text is a template the script fills ({n}, {total}).
 */
export function PhotoViewer() {
  const t = useT();
  return (
    <dialog
      data-photo-viewer
      aria-labelledby="photo-viewer-caption"
      className="fixed inset-0 m-0 size-full max-h-none max-w-none bg-navy-950 p-0"
    >
      <div className="mx-auto flex h-full max-w-6xl flex-col gap-3 p-3 sm:p-6">
        <div className="flex items-center justify-between gap-3 text-white">
          <p
            data-viewer-position={t("projects.page.viewer.position", {
              n: "{n}",
              total: "{total}",
            })}
            className="text-sm"
          />
          <button type="button" data-viewer-close className={viewerButton}>
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">{t("projects.page.viewer.close")}</span>
          </button>
        </div>
        <figure className="flex min-h-0 flex-1 flex-col items-center justify-center">
          <img
            data-viewer-image
            alt=""
            className="min-h-0 max-w-full flex-1 rounded-lg object-contain"
          />
          <figcaption
            id="photo-viewer-caption"
            data-viewer-caption
            className="mt-3 text-center text-white"
          />
        </figure>
        <div data-viewer-steps className="flex justify-center gap-4">
          <button type="button" data-viewer-step="-1" className={viewerButton}>
            <ChevronLeft className="size-6" aria-hidden="true" />
            <span className="sr-only">{t("projects.page.viewer.previous")}</span>
          </button>
          <button type="button" data-viewer-step="1" className={viewerButton}>
            <ChevronRight className="size-6" aria-hidden="true" />
            <span className="sr-only">{t("projects.page.viewer.next")}</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}
