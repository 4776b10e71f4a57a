import type { ComponentProps, ReactNode } from "react";
import { CheckboxField, TextField } from "./fields";
import type { FieldErrors, FormValues } from "./result";

/**
 * Repeatable groups of an admin form (licenses, insurance, a project's figures): a fixed number of
 * rows, the filled ones then blank ones, whose inputs are named `<group>.<row>.<column>` unless
 * the form says otherwise (`fieldName`; the server reads them back by those names). Work without
 * JavaScript: a blank row adds nothing.
 */
type RowFields = { idPrefix: string; values: FormValues; errors: FieldErrors };

/** An input of each row: its name in the row, its label (or the row's label) and bounds. */
export type RowColumn = {
  name: string;
  label: string | ((row: number) => string);
} & Omit<ComponentProps<typeof TextField>, "idPrefix" | "name" | "label" | "error" | "values">;

const ROW_CLASS = "grid gap-3 rounded-lg border border-slate-200 p-3 md:col-span-2 md:grid-cols-2";

/**
 * One row of a repeatable group; with `removeLabel`, a box that removes the row when the form is
 * saved.
 */
export function Row({
  idPrefix,
  group,
  index,
  values,
  errors,
  removeLabel,
  className = ROW_CLASS,
  children,
}: RowFields & {
  group: string;
  index: number;
  removeLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const remove = `${group}.${index}.remove`;
  return (
    <div className={className}>
      {children}
      {removeLabel ? (
        <CheckboxField
          idPrefix={idPrefix}
          name={remove}
          label={removeLabel}
          defaultChecked={Boolean(values[remove])}
          error={errors[remove]}
        />
      ) : null}
    </div>
  );
}

/** The rows of a repeatable group, each with these inputs. */
export function Rows({
  group,
  rows,
  columns,
  fieldName = (index, column) => `${group}.${index}.${column}`,
  ...row
}: RowFields & {
  group: string;
  rows: number;
  columns: RowColumn[];
  /** An input's name from its row and its column's name. */
  fieldName?: (row: number, column: string) => string;
  removeLabel?: string;
  className?: string;
}) {
  return Array.from({ length: rows }, (_, index) => (
    <Row key={`${group}-${index}`} group={group} index={index} {...row}>
      {columns.map(({ name, label, ...column }) => {
        const field = fieldName(index, name);
        return (
          <TextField
            key={name}
            idPrefix={row.idPrefix}
            name={field}
            label={typeof label === "function" ? label(index) : label}
            error={row.errors[field]}
            defaultValue={row.values[field]}
            {...column}
          />
        );
      })}
    </Row>
  ));
}
