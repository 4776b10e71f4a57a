import { Form } from "react-router";
import { SelectField } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { labelOf } from "~/i18n/translator";
import { type ListFilter, STATUSES } from "../list";
import { STATUS_KEYS } from "../office-labels";
import type { RequirementSetView } from "../requirements.server";
import { buttonClass } from "./admin-form";

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
  return (
    <Form
      method="get"
      className="mb-4 flex flex-wrap items-end gap-3"
      aria-label={t("adminSubcontractors.filters.title")}
    >
      <SelectField
        idPrefix="filter"
        name="status"
        label={t("adminSubcontractors.filters.status")}
        defaultValue={filter.status}
      >
        <option value="all">{t("adminSubcontractors.filters.all")}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {labelOf(t, STATUS_KEYS, status)}
          </option>
        ))}
      </SelectField>
      <SelectField
        idPrefix="filter"
        name="trade"
        label={t("adminSubcontractors.filters.trade")}
        defaultValue={filter.trade}
      >
        <option value="">{t("adminSubcontractors.filters.all")}</option>
        {trades.map((trade) => (
          <option key={trade} value={trade}>
            {trade}
          </option>
        ))}
      </SelectField>
      <SelectField
        idPrefix="filter"
        name="set"
        label={t("adminSubcontractors.filters.set")}
        defaultValue={filter.set}
      >
        <option value="">{t("adminSubcontractors.filters.all")}</option>
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {set.name}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass}>
        {t("adminSubcontractors.filters.apply")}
      </button>
    </Form>
  );
}
