import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { useT } from "~/i18n/I18nContext";

/**
 * Form fields with their label, hint and error wired for assistive technology. Ids are
 * `<idPrefix>-<name>` rather than `useId`: forms hydrated as islands must find the ids the page was
 * rendered with, and two forms on one page keep theirs apart by their prefixes.
 */
interface FieldFrameProps {
  idPrefix: string;
  name: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  className?: string;
  /** "dark" for a form on a navy background. */
  tone?: "light" | "dark";
}

/** What a control inside a field receives: its id, its name and its ARIA wiring. */
type ControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** The office's filled button: a form's submit, a list's filters. */
export const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800";

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-navy-900 shadow-sm placeholder:text-slate-400 focus:border-navy-500 focus:outline-2 focus:outline-navy-500 aria-[invalid=true]:border-red-600 sm:text-sm";

const darkInputClass =
  "w-full rounded-md border border-navy-600 bg-navy-800 px-3 py-2 text-sm text-white placeholder:text-navy-300 aria-[invalid=true]:border-red-400";

const tones = {
  light: {
    label: "mb-1.5 block text-sm font-medium text-navy-900",
    hint: "mt-1 text-xs text-slate-500",
    error: "mt-1 text-sm text-red-700",
    input: inputClass,
  },
  dark: {
    label: "mb-1 block text-xs font-medium text-navy-100",
    hint: "mt-1 text-xs text-navy-200",
    error: "mt-1 text-xs text-red-300",
    input: darkInputClass,
  },
};

/** A labelled control of any kind (the control comes from `children`), its hint and its error. */
export function Field({
  idPrefix,
  name,
  label,
  hint,
  error,
  optional,
  className,
  tone = "light",
  children,
}: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = `${idPrefix}-${name}`;
  const styles = tones[tone];
  const t = useT();
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? (
          <span className="font-normal text-slate-500"> {t("forms.optional")}</span>
        ) : null}
      </label>
      {children({ id, name, ...ariaOf(id, hint, error) })}
      <FieldNotes id={id} hint={hint} error={error} tone={tone} />
    </div>
  );
}

function ariaOf(id: string, hint?: string, error?: string) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

/** The hint and the error under a control, each with the id its control points to. */
function FieldNotes({
  id,
  hint,
  error,
  tone,
}: {
  id: string;
  hint?: string;
  error?: string;
  tone: "light" | "dark";
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={tones[tone].hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={tones[tone].error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

type Own<T> = Omit<T, "id" | "name" | "className">;

function splitFrame<T extends FieldFrameProps>(props: T) {
  const { idPrefix, name, label, hint, error, optional, className, tone, ...control } = props;
  return {
    frame: { idPrefix, name, label, hint, error, optional, className, tone },
    control,
    controlClass: tones[tone ?? "light"].input,
  };
}

/** A one-line text field: text, e-mail, telephone, password, search, number or URL. */
export function TextField(
  props: FieldFrameProps &
    Own<InputHTMLAttributes<HTMLInputElement>> & {
      type?: "text" | "email" | "tel" | "password" | "search" | "number" | "url" | "date";
    },
) {
  const { frame, control, controlClass } = splitFrame(props);
  return (
    <Field {...frame}>
      {(wiring) => <input type="text" {...wiring} {...control} className={controlClass} />}
    </Field>
  );
}

export function TextAreaField(
  props: FieldFrameProps & Own<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { frame, control, controlClass } = splitFrame(props);
  return (
    <Field {...frame}>
      {(wiring) => <textarea {...wiring} {...control} className={controlClass} />}
    </Field>
  );
}

/** A drop-down list; its `<option>`s come as children. */
export function SelectField(props: FieldFrameProps & Own<SelectHTMLAttributes<HTMLSelectElement>>) {
  const { frame, control, controlClass } = splitFrame(props);
  return (
    <Field {...frame}>
      {(wiring) => <select {...wiring} {...control} className={controlClass} />}
    </Field>
  );
}

/** A checkbox with its label beside it, then its hint and error. */
export function CheckboxField({
  idPrefix,
  name,
  label,
  hint,
  error,
  className,
  ...control
}: Omit<FieldFrameProps, "optional" | "tone"> & Own<InputHTMLAttributes<HTMLInputElement>>) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm text-navy-900">
        <input
          {...control}
          type="checkbox"
          id={id}
          name={name}
          {...ariaOf(id, hint, error)}
          className="size-4 rounded border-slate-400 accent-navy-700"
        />
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} tone="light" />
    </div>
  );
}
