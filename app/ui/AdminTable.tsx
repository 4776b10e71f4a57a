import type { ReactNode } from "react";

/** A column heading; `key` where the label is markup, `className` where the column differs. */
export interface Column {
  label: ReactNode;
  key?: string;
  className?: string;
}

/** The two looks of the admin tables' heading rows. */
const HEAD_CLASS = {
  /** Lists (people, audit log): small grey capitals. */
  list: "bg-slate-50 text-xs uppercase tracking-wider text-slate-500",
  /** Dashboards (leads, progress): navy headings. */
  dashboard: "bg-navy-50 text-navy-900",
} as const;

/** The heading row of an admin table: one `<th scope="col">` per column. */
export function TableHead({
  columns,
  look,
  cellClassName = "px-4 py-3",
}: {
  columns: (string | Column)[];
  look: keyof typeof HEAD_CLASS;
  cellClassName?: string;
}) {
  return (
    <thead className={HEAD_CLASS[look]}>
      <tr>
        {columns.map((column) => {
          const { label, key, className } = typeof column === "string" ? { label: column } : column;
          return (
            <th key={key ?? String(label)} scope="col" className={className ?? cellClassName}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A list of records in the admin area (people, audit log): caption, headings, then the rows. */
export function ListTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: (string | Column)[];
  children: ReactNode;
}) {
  // `relative` keeps screen-reader-only headings inside the scrolling box: without it the page
  // itself grew wider than a phone's screen.
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead look="list" columns={columns} />
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
