import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass, SelectField } from "./fields";

/**
 * An office list's filters (the desk, the subcontractors, the applications): a plain GET form,
 * so the address names the view and it works without JavaScript; its button applies them.
 * `after`: what follows the button (a download of the filtered list).
 */
export function FilterForm({
  label,
  apply,
  children,
  after,
}: {
  label: string;
  apply: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label={label}>
      {children}
      <button type="submit" className={buttonClass}>
        {apply}
      </button>
      {after}
    </Form>
  );
}

/** One choice a filter offers: the value its address carries and the name shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A filter's drop-down: everything first (`all`, its value `allValue`), then each option; its id
 * `filter-<name>` (`idPrefix` where a page has another form of that name).
 */
export function FilterSelect({
  idPrefix = "filter",
  name,
  label,
  value,
  all,
  allValue = "",
  options,
}: {
  idPrefix?: string;
  name: string;
  label: string;
  value: string | undefined;
  all: string;
  allValue?: string;
  options: readonly FilterOption[];
}) {
  return (
    <SelectField idPrefix={idPrefix} name={name} label={label} defaultValue={value}>
      <option value={allValue}>{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
