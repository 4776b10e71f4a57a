import { useT } from "~/i18n/I18nContext";
import { PhotoGrid, type ShownPhoto } from "./PhotoGrid";

interface Visit {
  rows: { label: string; value: string }[];
  signature: string | null;
  photos: ShownPhoto[];
}

/** The visit on the office's work-order page: technician, times, work, sign-off, photos. */
export function VisitSection({ visit, className }: { visit: Visit; className: string }) {
  const t = useT();
  return (
    <section aria-labelledby="visit-title" className={className}>
      <h2 id="visit-title" className="text-xl font-bold text-navy-900">
        {t("adminService.desk.visit.title")}
      </h2>
      <dl className="mt-4 grid gap-4 md:grid-cols-2">
        {visit.rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
            <dd className="whitespace-pre-line break-words text-navy-900">{row.value}</dd>
          </div>
        ))}
        {visit.signature ? (
          <div>
            <dt className="text-sm font-medium text-slate-600">
              {t("adminService.desk.visit.signature")}
            </dt>
            <dd>
              <img
                src={visit.signature}
                alt={t("adminService.desk.visit.signature")}
                className="mt-1 h-24 w-auto rounded border border-slate-200 bg-white"
              />
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className="mt-6 font-semibold text-navy-900">{t("adminService.desk.visit.photos")}</h3>
      <PhotoGrid
        photos={visit.photos}
        empty={t("adminService.desk.visit.noPhotos")}
        className="mt-2 md:grid-cols-4"
      />
    </section>
  );
}
