import { Link } from "react-router";
import { useT } from "~/i18n/I18nContext";
import { PAGE_SIZE } from "../list/list";

/** "1–50 of 1,000" with the previous and next pages of the same filters. */
export function ListPages({ page, total, query }: { page: number; total: number; query: string }) {
  const t = useT();
  if (total <= PAGE_SIZE) return null;
  const last = Math.ceil(total / PAGE_SIZE);
  const to = (target: number) =>
    `/admin/subcontractors?${[query, `page=${target}`].filter(Boolean).join("&")}`;
  const linkClass = "font-semibold text-navy-700 underline";
  return (
    <nav
      aria-label={t("adminSubcontractors.pages.label")}
      className="mt-4 flex flex-wrap items-center gap-4 text-sm"
    >
      <span>
        {t("adminSubcontractors.pages.shown", {
          from: Math.min(total, (page - 1) * PAGE_SIZE + 1),
          to: Math.min(total, page * PAGE_SIZE),
          total,
        })}
      </span>
      {page > 1 ? (
        <Link to={to(Math.min(page - 1, last))} className={linkClass}>
          {t("adminSubcontractors.pages.previous")}
        </Link>
      ) : null}
      {page < last ? (
        <Link to={to(page + 1)} className={linkClass}>
          {t("adminSubcontractors.pages.next")}
        </Link>
      ) : null}
    </nav>
  );
}
