import { z } from "zod";
import type { FieldErrors, FormValues } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { labelOf, type MessageKey, translateMessage } from "~/i18n/translator";
import { SERVICE_SLUGS } from "~/site/page-table";
import { FIGURE_ROWS } from "./limits";
import { MARKETS } from "./markets";

/**
 * The admin's project form (English-only screen): every field bounded, plain text, the figures as
 * up to FIGURE_ROWS label/value pairs. Any problem gives the message beside its field and the
 * values as typed.
 */

export { FIGURE_ROWS };

const TEXT_FIELDS = [
  "title",
  "market",
  "city",
  "state",
  "year",
  "summaryEn",
  "summaryEs",
  "storyEn",
  "storyEs",
  "clientName",
  "quoteText",
  "quoteName",
  "quoteRole",
  "office",
] as const;

/**
 * The fields' names in the messages: the schema gives keys (docs/decisions/0047), which name the
 * field and its bound as values, and `readProjectForm` says them in the office's English.
 */
const FIELD_KEYS: Partial<Record<string, MessageKey>> = {
  title: "admin.projects.field.title",
  city: "admin.projects.field.city",
  state: "admin.projects.field.state",
  figureLabel: "admin.projects.field.figureLabel",
  figureValue: "admin.projects.field.figureValue",
  summaryEn: "admin.projects.field.summaryEn",
  summaryEs: "admin.projects.field.summaryEs",
  storyEn: "admin.projects.field.storyEn",
  storyEs: "admin.projects.field.storyEs",
  clientName: "admin.projects.field.clientName",
  quoteText: "admin.projects.field.quoteText",
  quoteName: "admin.projects.field.quoteName",
  quoteRole: "admin.projects.field.quoteRole",
  office: "admin.projects.field.office",
};

const ONE_LINE = /^[^<>\p{Cc}]*$/u;

function line(max: number) {
  return z
    .string()
    .trim()
    .min(1, "admin.projects.required")
    .max(max, "admin.projects.tooLong")
    .regex(ONE_LINE, "admin.projects.oneLine");
}

function optionalLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, "admin.projects.tooLong")
    .regex(ONE_LINE, "admin.projects.oneLine")
    .transform((text) => text || null);
}

/** No markup, and no control character but line breaks. */
function isPlainProse(text: string): boolean {
  return ![...text].some((character) => {
    const code = character.charCodeAt(0);
    return (
      character === "<" ||
      character === ">" ||
      code === 0x7f ||
      (code < 0x20 && code !== 0x0a && code !== 0x0d)
    );
  });
}

/** Paragraphs: line breaks allowed, other control characters and markup not. */
function prose(max: number) {
  return z
    .string()
    .trim()
    .max(max, "admin.projects.tooLong")
    .refine(isPlainProse, "admin.projects.plain");
}

const required = (schema: z.ZodType<string>) =>
  schema.refine((text) => text.length > 0, "admin.projects.required");

const projectFormSchema = z
  .object({
    title: line(120),
    market: z.enum(MARKETS, { error: "admin.projects.market" }),
    services: z
      .array(z.enum(SERVICE_SLUGS, { error: "admin.projects.services" }))
      .min(1, "admin.projects.noService")
      .max(SERVICE_SLUGS.length, "admin.projects.services"),
    city: line(60),
    state: line(40),
    year: z
      .string()
      .trim()
      .regex(/^\d{4}$/, "admin.projects.year")
      .transform(Number)
      .refine((year) => year >= 1990 && year <= 2100, "admin.projects.yearRange"),
    figures: z.array(z.object({ label: line(40), value: line(40) })).max(FIGURE_ROWS),
    summaryEn: required(prose(400)),
    summaryEs: prose(400).transform((text) => text || null),
    storyEn: required(prose(6000)),
    storyEs: prose(6000).transform((text) => text || null),
    clientName: optionalLine(120),
    clientNamingApproved: z.boolean(),
    quoteText: prose(600).transform((text) => text || null),
    quoteName: optionalLine(80),
    quoteRole: optionalLine(80),
    office: optionalLine(60),
    published: z.boolean(),
  })
  .superRefine((project, context) => {
    if (project.clientNamingApproved && !project.clientName) {
      context.addIssue({
        code: "custom",
        message: "admin.projects.clientName",
        path: ["clientName"],
      });
    }
    if (project.quoteText && !project.quoteName) {
      context.addIssue({
        code: "custom",
        message: "admin.projects.quoteName",
        path: ["quoteName"],
      });
    }
  });

/** The office's answers are in English (docs/decisions/0096). */
const translator = serverTranslator("en");

/** An issue in words: the field it names and, for a bound, the bound. */
function issueText(issue: z.core.$ZodIssue, field: string): string {
  const max = issue.code === "too_big" ? String(issue.maximum) : "";
  return translateMessage(translator, issue.message, {
    field: labelOf(translator.t, FIELD_KEYS, field),
    max,
  });
}

export type ProjectInput = z.output<typeof projectFormSchema>;

type ProjectFormResult = { ok: true; project: ProjectInput } | { ok: false; errors: FieldErrors };

const figureLabel = (row: number) => `figureLabel.${row}`;
const figureValue = (row: number) => `figureValue.${row}`;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The form's values as typed: what the page gives back after a refusal. */
function projectFormValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const name of TEXT_FIELDS) values[name] = text(form, name).slice(0, 8000);
  for (let row = 0; row < FIGURE_ROWS; row++) {
    values[figureLabel(row)] = text(form, figureLabel(row)).slice(0, 200);
    values[figureValue(row)] = text(form, figureValue(row)).slice(0, 200);
  }
  values.services = form
    .getAll("services")
    .filter((value) => typeof value === "string")
    .slice(0, SERVICE_SLUGS.length)
    .join(",");
  values.clientNamingApproved = form.get("clientNamingApproved") ? "on" : "";
  values.published = form.get("published") ? "on" : "";
  return values;
}

/** Reads and checks the form; `offices` are the profile's office names (the only ones allowed). */
export function readProjectForm(
  form: FormData,
  offices: readonly string[],
): { values: FormValues; result: ProjectFormResult } {
  const values = projectFormValues(form);
  const figures = Array.from({ length: FIGURE_ROWS }, (_, row) => ({
    label: values[figureLabel(row)] ?? "",
    value: values[figureValue(row)] ?? "",
  })).filter((figure) => figure.label.trim() || figure.value.trim());
  const parsed = projectFormSchema.safeParse({
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name]])),
    services: values.services ? values.services.split(",") : [],
    figures,
    clientNamingApproved: values.clientNamingApproved === "on",
    published: values.published === "on",
  });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const [field, index, part] = issue.path;
      const figure = field === "figures" && typeof index === "number";
      const column = part === "value" ? "figureValue" : "figureLabel";
      const name = figure ? `${column}.${index}` : String(field ?? "form");
      errors[name] ??= issueText(issue, figure ? column : String(field ?? "form"));
    }
    return { values, result: { ok: false, errors } };
  }
  if (parsed.data.office && !offices.includes(parsed.data.office)) {
    const errors = { office: translator.t("admin.projects.office") };
    return { values, result: { ok: false, errors } };
  }
  return { values, result: { ok: true, project: parsed.data } };
}

/** A stored project as the form's values. */
export function storedFormValues(project: ProjectInput): FormValues {
  const values: FormValues = {
    title: project.title,
    market: project.market,
    services: project.services.join(","),
    city: project.city,
    state: project.state,
    year: String(project.year),
    summaryEn: project.summaryEn,
    summaryEs: project.summaryEs ?? "",
    storyEn: project.storyEn,
    storyEs: project.storyEs ?? "",
    clientName: project.clientName ?? "",
    clientNamingApproved: project.clientNamingApproved ? "on" : "",
    quoteText: project.quoteText ?? "",
    quoteName: project.quoteName ?? "",
    quoteRole: project.quoteRole ?? "",
    office: project.office ?? "",
    published: project.published ? "on" : "",
  };
  for (let row = 0; row < FIGURE_ROWS; row++) {
    values[figureLabel(row)] = project.figures[row]?.label ?? "";
    values[figureValue(row)] = project.figures[row]?.value ?? "";
  }
  return values;
}
