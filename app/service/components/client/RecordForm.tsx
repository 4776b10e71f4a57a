import type { ReactNode } from "react";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass } from "~/forms/fields";
import type { ClientAnswer } from "../../clients/client-forms.server";
import { PAGE_FORM, smallButtonClass, typedFor } from "./client-form";

/** What a field of a record's form is given: its id, name, typed or stored value and error. */
export interface RecordField {
  idPrefix: string;
  name: string;
  defaultValue: string;
  error: string | undefined;
}

/**
 * A site's or a contact's form on the client's page: a new one's under its heading, or (with
 * `recordId`) one record's, folded under "Edit" until its errors show. It posts `add-<form>` or
 * `save-<form>` to the page's one answer; a refusal gives back what was typed, beside each field.
 */
export function RecordForm({
  form,
  recordId,
  stored,
  answer,
  labels,
  children,
}: {
  form: "site" | "contact";
  recordId?: string;
  /** The record's values as stored (none for a new one). */
  stored?: Record<string, string>;
  answer?: ClientAnswer;
  labels: { addTitle: string; add: string; edit: string; save: string };
  children: (field: (name: string) => RecordField) => ReactNode;
}) {
  const typed = typedFor(answer, form, recordId);
  const values: Record<string, string> = typed.values ?? stored ?? {};
  const idPrefix = recordId ? `${form}-${recordId}` : `new-${form}`;
  const field = (name: string): RecordField => ({
    idPrefix,
    name,
    defaultValue: values[name] ?? "",
    error: typed.errors[name],
  });
  const body = (
    <AnswerForm
      answerTo={PAGE_FORM}
      answer={typed.reset}
      className="mt-3 grid gap-3 md:grid-cols-2"
      noValidate
    >
      <input type="hidden" name="intent" value={`${recordId ? "save" : "add"}-${form}`} />
      {recordId ? <input type="hidden" name="recordId" value={recordId} /> : null}
      {typed.own ? (
        <div className="md:col-span-2">
          <FormAnswer form={PAGE_FORM} answer={typed.own} className="" />
        </div>
      ) : null}
      {children(field)}
      <div className="md:col-span-2">
        <button type="submit" className={recordId ? smallButtonClass : buttonClass}>
          {recordId ? labels.save : labels.add}
        </button>
      </div>
    </AnswerForm>
  );
  if (!recordId) {
    return (
      <div className="mt-8">
        <h3 className="font-semibold text-navy-900">{labels.addTitle}</h3>
        {body}
      </div>
    );
  }
  return (
    <details open={typed.values !== undefined} className="min-w-0 flex-1">
      <summary className={`${smallButtonClass} inline-block cursor-pointer`}>{labels.edit}</summary>
      {body}
    </details>
  );
}
