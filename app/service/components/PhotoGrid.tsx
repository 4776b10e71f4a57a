/** A work order's photo as its pages show it. */
export interface ShownPhoto {
  id: string;
  url: string;
  caption: string;
}

/**
 * A work order's photos, each a figure named by its caption (the picture adds no words, so
 * nothing is read twice), the caption linking the full picture in a new tab; `empty` when none.
 */
export function PhotoGrid({
  photos,
  empty,
  className,
}: {
  photos: readonly ShownPhoto[];
  empty: string;
  className: string;
}) {
  if (photos.length === 0) return <p className="mt-2 text-slate-700">{empty}</p>;
  return (
    <ul className={`grid grid-cols-2 gap-3 ${className}`}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure>
            <img
              src={photo.url}
              alt=""
              loading="lazy"
              className="aspect-square w-full rounded object-cover"
            />
            <figcaption className="mt-1 text-sm break-words">
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className="text-navy-700 underline"
              >
                {photo.caption}
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
