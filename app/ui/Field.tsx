import { createContext, useContext, useId } from "react";

/**
 * Names the ids of the fields inside (`<prefix>-<name>`). Forms hydrated as islands need it: there
 * `useId` would not give the ids the page was rendered with.
 */
export const FieldIdPrefix = createContext<string | undefined>(undefined);

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => React.ReactNode;
}

/** A labelled form control with its error message announced beside it. */
export function Field({ label, name, error, hint, optional, className, children }: FieldProps) {
  const generatedId = useId();
  const prefix = useContext(FieldIdPrefix);
  const id = prefix ? `${prefix}-${name}` : generatedId;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-navy-900">
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-navy-900 shadow-sm placeholder:text-slate-400 focus:border-navy-500 focus:outline-2 focus:outline-navy-500 aria-[invalid=true]:border-red-600 sm:text-sm";
