import { Link } from "react-router";
import { FilterForm, FilterSelect } from "~/forms/FilterForm";
import { CheckboxField, TextField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import type { DeskFilter } from "../desk/desk";
import { WORK_ORDER_STATUS_KEYS } from "../desk/office-labels";
import { WORK_ORDER_STATUSES } from "../service";

interface Option {
  id: string;
  name: string;
}

const optionsOf = (list: readonly Option[]) =>
  list.map((choice) => ({ value: choice.id, label: choice.name }));

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
  const all = t("adminService.desk.filters.all");
  return (
    <FilterForm
      label={t("adminService.desk.filters.title")}
      apply={t("adminService.desk.filters.apply")}
    >
      <FilterSelect
        name="client"
        label={t("adminService.desk.filters.client")}
        value={filter.client}
        all={all}
        options={optionsOf(clients)}
      />
      <TextField
        idPrefix="filter"
        name="site"
        label={t("adminService.desk.filters.site")}
        defaultValue={filter.site}
        maxLength={40}
        className="w-32"
      />
      {withStatus ? (
        <FilterSelect
          name="status"
          label={t("adminService.desk.filters.status")}
          value={filter.status}
          all={all}
          options={WORK_ORDER_STATUSES.map((status) => ({
            value: status,
            label: t(WORK_ORDER_STATUS_KEYS[status]),
          }))}
        />
      ) : null}
      <FilterSelect
        name="priority"
        label={t("adminService.desk.filters.priority")}
        value={filter.priority}
        all={all}
        options={priorities.map((priority) => ({ value: priority, label: priority }))}
      />
      <FilterSelect
        name="technician"
        label={t("adminService.desk.filters.technician")}
        value={filter.technician}
        all={all}
        options={optionsOf(technicians)}
      />
      <CheckboxField
        idPrefix="filter"
        name="overdue"
        value="1"
        label={t("adminService.desk.filters.overdue")}
        defaultChecked={filter.overdue}
        className="pb-2.5"
      />
    </FilterForm>
  );
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
