import { z } from "zod";
import type { FieldErrors, FormValues } from "~/forms/result";
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

function line(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[^<>\p{Cc}]*$/u, `${label} must be plain text on one line, without < or >`);
}

function optionalLine(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(/^[^<>\p{Cc}]*$/u, `${label} must be plain text on one line, without < or >`)
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
function prose(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainProse, `${label} must be plain text, without < or >`);
}

const required = (schema: z.ZodType<string>, label: string) =>
  schema.refine((text) => text.length > 0, `${label} is required`);

const projectFormSchema = z
  .object({
    title: line("Title", 120),
    market: z.enum(MARKETS, { error: "Choose the market" }),
    services: z
      .array(z.enum(SERVICE_SLUGS, { error: "Choose services from the list" }))
      .min(1, "Choose at least one service")
      .max(SERVICE_SLUGS.length),
    city: line("City", 60),
    state: line("State", 40),
    year: z
      .string()
      .trim()
      .regex(/^\d{4}$/, "Year must be a year (2024)")
      .transform(Number)
      .refine((year) => year >= 1990 && year <= 2100, "Year must be from 1990 to 2100"),
    figures: z
      .array(z.object({ label: line("Figure label", 40), value: line("Figure value", 40) }))
      .max(FIGURE_ROWS),
    summaryEn: required(prose("Summary", 400), "Summary"),
    summaryEs: prose("Spanish summary", 400).transform((text) => text || null),
    storyEn: required(prose("Story", 6000), "Story"),
    storyEs: prose("Spanish story", 6000).transform((text) => text || null),
    clientName: optionalLine("Client name", 120),
    clientNamingApproved: z.boolean(),
    quoteText: prose("Quote", 600).transform((text) => text || null),
    quoteName: optionalLine("Quote's name", 80),
    quoteRole: optionalLine("Quote's role", 80),
    office: optionalLine("Office", 60),
    published: z.boolean(),
  })
  .superRefine((project, context) => {
    if (project.clientNamingApproved && !project.clientName) {
      context.addIssue({
        code: "custom",
        message: "Give the client's name, or leave naming unapproved",
        path: ["clientName"],
      });
    }
    if (project.quoteText && !project.quoteName) {
      context.addIssue({
        code: "custom",
        message: "Say who gave the quote",
        path: ["quoteName"],
      });
    }
  });

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
      const name =
        field === "figures" && typeof index === "number"
          ? `${part === "value" ? "figureValue" : "figureLabel"}.${index}`
          : String(field ?? "form");
      errors[name] ??= issue.message;
    }
    return { values, result: { ok: false, errors } };
  }
  if (parsed.data.office && !offices.includes(parsed.data.office)) {
    return { values, result: { ok: false, errors: { office: "Choose an office of the profile" } } };
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
