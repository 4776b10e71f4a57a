import { Form, Link } from "react-router";
import { CheckboxField, SelectField, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { Translator } from "~/i18n/translator";
import type { DeskFilter } from "../desk/desk";
import { WORK_ORDER_STATUS_KEYS } from "../desk/office-labels";
import { WORK_ORDER_STATUSES } from "../service";

interface Option {
  id: string;
  name: string;
}

/**
 * The desk's filters (a GET form: the address names the view), shared by the list and the board;
 * the board has a column a status, so it leaves the status out.
 */
export function DeskFilters({
  filter,
  clients,
  priorities,
  technicians,
  withStatus = true,
}: {
  filter: DeskFilter;
  clients: Option[];
  priorities: string[];
  technicians: Option[];
  withStatus?: boolean;
}) {
  const t = useT();
  return (
    <Form
      method="get"
      className="mb-4 flex flex-wrap items-end gap-3"
      aria-label={t("adminService.desk.filters.title")}
    >
      <SelectField
        idPrefix="filter"
        name="client"
        label={t("adminService.desk.filters.client")}
        defaultValue={filter.client}
      >
        {choices(clients, t)}
      </SelectField>
      <TextField
        idPrefix="filter"
        name="site"
        label={t("adminService.desk.filters.site")}
        defaultValue={filter.site}
        maxLength={40}
        className="w-32"
      />
      {withStatus ? (
        <SelectField
          idPrefix="filter"
          name="status"
          label={t("adminService.desk.filters.status")}
          defaultValue={filter.status}
        >
          {choices(
            WORK_ORDER_STATUSES.map((status) => ({
              id: status,
              name: t(WORK_ORDER_STATUS_KEYS[status]),
            })),
            t,
          )}
        </SelectField>
      ) : null}
      <SelectField
        idPrefix="filter"
        name="priority"
        label={t("adminService.desk.filters.priority")}
        defaultValue={filter.priority}
      >
        {choices(
          priorities.map((priority) => ({ id: priority, name: priority })),
          t,
        )}
      </SelectField>
      <SelectField
        idPrefix="filter"
        name="technician"
        label={t("adminService.desk.filters.technician")}
        defaultValue={filter.technician}
      >
        {choices(technicians, t)}
      </SelectField>
      <CheckboxField
        idPrefix="filter"
        name="overdue"
        value="1"
        label={t("adminService.desk.filters.overdue")}
        defaultChecked={filter.overdue}
        className="pb-2.5"
      />
      <button
        type="submit"
        className="inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800"
      >
        {t("adminService.desk.filters.apply")}
      </button>
    </Form>
  );
}

/** A filter's list: All, then each choice. */
function choices(list: readonly Option[], t: Translator["t"]) {
  return [
    <option key="" value="">
      {t("adminService.desk.filters.all")}
    </option>,
    ...list.map((choice) => (
      <option key={choice.id} value={choice.id}>
        {choice.name}
      </option>
    )),
  ];
}

const viewLink =
  "rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600";

/** The list, the board and the export, each of the same filter (`query`, page left out). */
export function DeskViews({ current, query }: { current: "list" | "board"; query: string }) {
  const t = useT();
  const suffix = query ? `?${query}` : "";
  const view = (name: "list" | "board", to: string, label: string) => (
    <Link
      to={`${to}${suffix}`}
      aria-current={current === name ? "page" : undefined}
      className={`${viewLink} ${
        current === name
          ? "border-navy-900 bg-navy-900 text-white"
          : "border-slate-300 bg-white text-navy-900 hover:bg-navy-50"
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("adminService.desk.views.label")} className="mb-4 flex flex-wrap gap-2">
      {view("list", "/admin/work-orders", t("adminService.desk.views.list"))}
      {view("board", "/admin/work-orders/board", t("adminService.desk.views.board"))}
      {/* A file to download, not a page of the app: the browser fetches it itself. */}
      <a
        href={`/admin/work-orders/export.csv${suffix}`}
        download
        className={`${viewLink} border-slate-300 bg-white text-navy-900 hover:bg-navy-50`}
      >
        {t("adminService.desk.views.export")}
      </a>
    </nav>
  );
}
