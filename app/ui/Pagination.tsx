import { Link } from "react-router";
import { useT } from "~/i18n/I18nContext";

const pageButton =
  "inline-flex items-center justify-center rounded-md border border-navy-300 bg-white px-4 py-2.5 text-sm font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600";

/**
 * An admin list's pages: the range shown and links to the pages either side, when the rows fill
 * more than one page (nothing otherwise). Links, so it works without JavaScript.
 */
export function Pagination({
  label,
  noun,
  page,
  pageCount,
  pageSize,
  total,
  hrefOf,
  previous,
  next,
}: {
  /** The navigation's accessible name ("Pages of leads"). */
  label: string;
  /** What the rows are, capitalised ("Leads" 1–50…). */
  noun: string;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  hrefOf: (page: number) => string;
  previous?: string;
  next?: string;
}) {
  const t = useT();
  if (total <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <span className="tabular-nums">
        {t("adminFrame.pagination.range", { noun, first, last, page, pageCount })}
      </span>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={pageButton} rel="prev">
          {previous ?? t("adminFrame.pagination.previous")}
        </Link>
      ) : null}
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={pageButton} rel="next">
          {next ?? t("adminFrame.pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
