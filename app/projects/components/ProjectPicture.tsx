import { fallbackSrc, type PublicPhoto, srcsetOf } from "~/projects/present";

/**
 * A project photo as the browser picks it: AVIF where it reads AVIF, else WebP, at the width the
 * layout needs (`sizes`); width and height reserve its place (no layout shift). `eager` for the
 * one photo above the fold (the largest paint), lazy for the rest.
 */
export function ProjectPicture({
  photo,
  sizes,
  eager = false,
  className,
}: {
  photo: PublicPhoto;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcsetOf(photo, "webp")} sizes={sizes} />
      <img
        src={fallbackSrc(photo)}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
