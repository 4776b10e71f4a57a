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

type Look = keyof typeof HEAD_CLASS;

/**
 * Table parts restyled as cards lose their table roles in some browsers (Safari) once their CSS
 * display changes; an explicit role keeps them. Spread, since a linter takes it for redundant.
 */
function keepRole(role: "table" | "row" | "columnheader" | "rowheader" | "cell") {
  return { role };
}

/** The heading row of an admin table: one `<th scope="col">` per column. */
function TableHead({
  columns,
  look,
  cellClassName = "px-4 py-3",
  className = "",
}: {
  columns: (string | Column)[];
  look: Look;
  cellClassName?: string;
  className?: string;
}) {
  return (
    <thead className={`${HEAD_CLASS[look]} ${className}`}>
      <tr {...keepRole("row")}>
        {columns.map((column) => {
          const { label, key, className } = typeof column === "string" ? { label: column } : column;
          return (
            <th
              key={key ?? String(label)}
              scope="col"
              {...keepRole("columnheader")}
              className={className ?? (cellClassName || undefined)}
            >
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * Where a column's value goes on a phone, where each row is a card:
 * - `title`: the card's heading line (the row's header cell; the first column by default);
 * - `badge`: beside the title, at the right (a status);
 * - `field`: a line of its own, after its column's label (the default);
 * - `actions`: the card's last line, the full width (buttons, forms).
 */
export type CardPlace = "title" | "badge" | "field" | "actions";

/** One column of a record table: its heading, its cell, and its place on a phone's card. */
export interface RecordColumn<Row> {
  /** The column's heading; on a phone, the label before a `field`'s value. */
  label: string;
  /** The heading is for screen readers only (an actions column). */
  hideLabel?: boolean;
  cell: (row: Row) => ReactNode;
  card?: CardPlace;
  /** Classes of the column's cells, not its heading (`md:` ones for the table only). */
  className?: string;
  /**
   * The value is text (or one element): no value box around it, one element fewer a cell; on a
   * phone the field's own rule lets it wrap (`.record-rows`, app/app.css; docs/decisions/0109).
   */
  plain?: boolean;
}

/** The rows' box: on a phone the cards' column, from 768 px the table's dividers. */
const BODY_CLASS = "max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100";

/**
 * On a phone a row is a card: title and badge on the first line, then each field, then actions.
 * The title (the row's `<th>`) and a field (a cell with its `data-label`) are styled by their
 * place in the table's rows (`.record-rows`, app/app.css): only the others carry a class.
 */
const CARD_CELL: Record<CardPlace, string> = {
  title: "",
  badge: "record-badge",
  field: "",
  actions: "record-actions",
};

/**
 * A list of records in the admin area (leads, people, progress, audit log): a table from 768 px
 * up, and on a phone one card per row, each value whole and labelled, with no sideways scrolling.
 * One markup for both: the cards are the table's rows restyled, so the list reads as a table to
 * assistive technology at every width (the explicit roles keep it one where a browser drops table
 * semantics for restyled rows). Add a column and it appears in both.
 */
export function RecordTable<Row>({
  caption,
  label = caption,
  columns,
  rows,
  rowKey,
  look = "list",
  empty,
  tableClassName = "",
  cellClassName,
  ariaBusy,
}: {
  caption: string;
  /** The name of the list's region, when shorter than the caption. */
  label?: string;
  columns: RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  look?: Look;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  /** E.g. `md:min-w-[44rem]`: the table scrolls sideways inside its box below that width. */
  tableClassName?: string;
  /** The cells' padding; by default `px-4 py-3`, named once on the table (`.record-pad`). */
  cellClassName?: string;
  ariaBusy?: boolean;
}) {
  // The default padding is the table's class, not each of a list's hundreds of cells' (app/app.css).
  const padding = cellClassName === undefined ? " record-pad" : "";
  const cellClass = cellClassName ?? "";
  // Each column's place and classes, worked out once for all of its rows' cells.
  const cells = columns.map((column, index) => {
    const place = column.card ?? (index === 0 ? "title" : "field");
    // Only the classes in use: a list's hundreds of cells repeat them.
    const className =
      [cellClass, CARD_CELL[place], column.className].filter(Boolean).join(" ") || undefined;
    return { column, place, className };
  });
  // Focusable so that keyboard users can scroll a wide table sideways; `relative` keeps the
  // screen-reader-only headings inside the scrolling box, or the page grows wider than a phone.
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative focus-visible:outline-2 focus-visible:outline-navy-600 md:overflow-x-auto md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm"
    >
      <table
        {...keepRole("table")}
        aria-busy={ariaBusy}
        className={`w-full text-left text-sm max-md:block ${tableClassName}${padding}`}
      >
        <caption className="sr-only">{caption}</caption>
        <TableHead
          look={look}
          className="max-md:sr-only"
          cellClassName={cellClass}
          columns={columns.map((column) => ({
            key: column.label,
            label: column.hideLabel ? (
              <span className="sr-only">{column.label}</span>
            ) : (
              column.label
            ),
          }))}
        />
        <tbody className={rows.length > 0 ? `${BODY_CLASS} record-rows` : BODY_CLASS}>
          {rows.length === 0 && empty ? (
            <tr className="max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white">
              <td colSpan={columns.length} className="block px-4 py-10 text-center md:table-cell">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...keepRole("row")}>
                {cells.map(({ column, place, className }) =>
                  place === "title" ? (
                    <th
                      key={column.label}
                      scope="row"
                      {...keepRole("rowheader")}
                      className={className}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.label}
                      {...keepRole("cell")}
                      data-label={place === "field" ? column.label : undefined}
                      className={className}
                    >
                      {/* One box for the value, so that its parts stay together beside the label
                          (styled by its place, as the cells are). */}
                      {column.plain ? column.cell(row) : <div>{column.cell(row)}</div>}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
