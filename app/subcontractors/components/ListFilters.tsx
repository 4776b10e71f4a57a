import { FilterForm, FilterSelect } from "~/forms/FilterForm";
import { useT } from "~/i18n/I18nContext";
import { labelOf } from "~/i18n/translator";
import { type ListFilter, STATUSES } from "../list/list";
import { STATUS_KEYS } from "../office-labels";
import type { RequirementSetView } from "../requirements/requirements.server";

/** Filters by status, trade and set: a plain GET form, so the address names the view. */
export function ListFilters({
  filter,
  sets,
  trades,
}: {
  filter: ListFilter;
  sets: RequirementSetView[];
  trades: string[];
}) {
  const t = useT();
  const all = t("adminSubcontractors.filters.all");
  return (
    <FilterForm
      label={t("adminSubcontractors.filters.title")}
      apply={t("adminSubcontractors.filters.apply")}
    >
      <FilterSelect
        name="status"
        label={t("adminSubcontractors.filters.status")}
        value={filter.status}
        all={all}
        allValue="all"
        options={STATUSES.map((status) => ({
          value: status,
          label: labelOf(t, STATUS_KEYS, status),
        }))}
      />
      <FilterSelect
        name="trade"
        label={t("adminSubcontractors.filters.trade")}
        value={filter.trade}
        all={all}
        options={trades.map((trade) => ({ value: trade, label: trade }))}
      />
      <FilterSelect
        name="set"
        label={t("adminSubcontractors.filters.set")}
        value={filter.set}
        all={all}
        options={sets.map((set) => ({ value: set.id, label: set.name }))}
      />
    </FilterForm>
  );
}
