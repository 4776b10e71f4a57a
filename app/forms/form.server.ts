import { data } from "react-router";
import type { z } from "zod";
import type { FieldErrors, FormResult, FormValues } from "./result";

/**
 * Reads the named text fields of a form; anything missing or not text becomes "". A NUL character
 * (which no keyboard types, and which PostgreSQL text cannot hold) reads as U+FFFD, as invalid
 * UTF-8 in a form already does: the field is then checked like any other text.
 */
export function readTextFields<K extends string>(
  form: FormFields,
  names: readonly K[],
): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.replaceAll("\0", "\uFFFD") : "";
  }
  return values;
}

/** A form body as read: a request's `FormData`, or the `URLSearchParams` of an encoded form. */
export interface FormFields {
  get(name: string): FormDataEntryValue | null;
}

/** Reads the named text fields of a request's form body. */
export async function readForm<K extends string>(
  request: Request,
  names: readonly K[],
): Promise<Record<K, string>> {
  return readTextFields(await request.formData(), names);
}

/** Field name → its first message; an issue about the whole form is filed under "form". */
export function fieldErrors<K extends string = string>(
  error: z.ZodError,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form") as K;
    errors[key] ??= issue.message;
  }
  return errors;
}

export type Checked<T, K extends string> =
  | { ok: true; data: T; values: Record<K, string> }
  | { ok: false; errors: FieldErrors; values: Record<K, string> };

/** Checks typed values with their schema: the clean data, or the errors beside the fields. */
export function checkFields<T, K extends string>(
  schema: z.ZodType<T>,
  values: Record<K, string>,
): Checked<T, K> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, errors: fieldErrors(parsed.error) as FieldErrors, values };
}

/** A success answer: the message shown in the form's banner. */
export function formAccepted(message: string, init?: ResponseInit) {
  return data<FormResult>({ ok: true, message }, init);
}

/** A failed answer: a message for the banner, errors beside the fields, the values typed. */
export function formFailure(failure: {
  message?: string;
  errors?: FieldErrors;
  values?: FormValues;
}): FormResult {
  return {
    ok: false,
    ...(failure.message === undefined ? {} : { message: failure.message }),
    errors: failure.errors ?? {},
    values: failure.values ?? {},
  };
}

/**
 * A form's answer with the status it is sent with, for services that leave HTTP to the route
 * (a page's action sends it with `answerFormPost`, a script's endpoint with `answerFormJson`).
 */
export interface FormAnswer {
  status: number;
  result: FormResult;
  /** Headers the answer needs (Retry-After for a client over its limit). */
  headers?: Record<string, string>;
}

/** A success: the message shown in the form's banner. */
export function answerAccepted(message: string): FormAnswer {
  return { status: 200, result: { ok: true, message } };
}

/** A refusal: its status, a message, the errors beside the fields, the values typed. */
export function answerRefused(
  status: number,
  failure: Parameters<typeof formFailure>[0],
  headers?: Record<string, string>,
): FormAnswer {
  return { status, result: formFailure(failure), ...(headers ? { headers } : {}) };
}

/** A failed answer with its status; the values typed come back (never a password). */
export function formRejected(
  status: number,
  failure: Parameters<typeof formFailure>[0],
  init?: Omit<ResponseInit, "status">,
) {
  return data<FormResult>(formFailure(failure), { ...init, status });
}
