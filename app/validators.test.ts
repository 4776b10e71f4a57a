import { describe, expect, it } from "vitest";
import { z } from "zod";
import { exampleProfile } from "~/company/profile";
import { catalogueKeys, serverTranslator } from "~/i18n/catalogue.server";
import { validateConfiguration } from "~/integrations/configuration-fields";
import { FAILING_CARDS } from "../tests/support/integrations";

/**
 * Every validator gives message keys, never English (docs/architecture.md#languages): each page
 * says them in its own language, and nothing maps a text back to its key. This feeds every schema
 * of every `*.validation.ts` module wrong values of every kind, field by field, plus the cases
 * only a whole valid form reaches (refinements), and checks each message it gives is a key of
 * both catalogues.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.validation.ts", "./company/profile.ts"],
  { eager: true },
);

const headquarters = exampleProfile.offices[0]!;

const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  "",
  "   ",
  "x",
  "x".repeat(20_000),
  "not an e-mail",
  "a\nb",
  "a\0b",
  "\uD800",
  "2025-13-45",
  "-1",
  "1.5",
  "99999999999",
  0,
  -1,
  1.5,
  true,
  [],
  {},
  Array.from({ length: 30 }, () => ({})),
];

/** The schema's object shape, through pipes and preprocessing, if it has one. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let current: z.ZodType | undefined = schema;
  while (current) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    current = current instanceof z.ZodPipe ? (current.in as z.ZodType) : undefined;
  }
  return undefined;
}

/**
 * A form's validator reads a record (the form's fields, or a JSON body the route has read as an
 * object): records with wrong values of every kind in every field, one at a time and all at once.
 */
function inputsFor(schema: z.ZodType): unknown[] {
  const shape = shapeOf(schema);
  if (!shape) return WRONG_VALUES;
  const keys = Object.keys(shape);
  return [
    {},
    ...WRONG_VALUES.map((value) => Object.fromEntries(keys.map((key) => [key, value]))),
    ...keys.flatMap((key) => WRONG_VALUES.map((value) => ({ [key]: value }))),
    { unknownField: "x" },
  ];
}

/** Forms that are valid field by field and wrong as a whole: their refinements speak. */
const WHOLE_FORM_CASES: Array<[module: string, schema: string, input: unknown]> = [
  [
    "./leads/pipeline/pipeline.validation.ts",
    "statusFormSchema",
    { status: "lost", lostReason: "", lostNote: "" },
  ],
  [
    "./accounts/passwords/password.validation.ts",
    "newPasswordSchema",
    { password: "a".repeat(12), confirm: "b" },
  ],
  ["./onboarding/onboarding.validation.ts", "personNameSchema", { firstName: "Ana", lastName: "" }],
  ["./onboarding/onboarding.validation.ts", "personNameSchema", { firstName: "", lastName: "" }],
  [
    "./integrations/integrations.validation.ts",
    "configurationSchema",
    { provider_type: "accounting", provider_name: "quickbooks", is_enabled: false, tenant_id: "x" },
  ],
  [
    "./integrations/integrations.validation.ts",
    "submitBodySchema",
    { configurations: [], extra: 1 },
  ],
  [
    "./company/profile.ts",
    "insurancePolicySchema",
    { kind: "General liability", carrier: "Carrier", perOccurrence: 2, aggregate: 1 },
  ],
  [
    "./company/profile.ts",
    "officeSchema",
    {
      ...headquarters,
      hours: { ...headquarters.hours, monday: { opens: "17:00", closes: "09:00" } },
    },
  ],
  [
    "./company/profile.ts",
    "companyProfileSchema",
    { ...exampleProfile, offices: [headquarters, headquarters] },
  ],
];

function schemasOf(exports: Record<string, unknown>): Array<[string, z.ZodType]> {
  return Object.entries(exports).flatMap(([name, value]): Array<[string, z.ZodType]> => {
    if (value instanceof z.ZodType) return [[name, value]];
    // A schema made by a function of no arguments (`languageSchema()`).
    if (typeof value === "function" && value.length === 0) {
      try {
        const made = (value as () => unknown)();
        return made instanceof z.ZodType ? [[`${name}()`, made]] : [];
      } catch {
        return [];
      }
    }
    return [];
  });
}

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

/** Every message the validators give, each with where it came from. */
function everyMessage(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, schema] of schemasOf(exports)) {
      for (const input of inputsFor(schema)) {
        for (const message of messagesOf(schema, input)) found.set(message, `${file} ${name}`);
      }
    }
  }
  for (const [file, name, input] of WHOLE_FORM_CASES) {
    const schema = modules[file]?.[name];
    if (!(schema instanceof z.ZodType)) throw new Error(`${file} has no schema ${name}`);
    const messages = messagesOf(schema, input);
    expect(messages, `${name} ${JSON.stringify(input)}`).not.toEqual([]);
    for (const message of messages) found.set(message, `${file} ${name}`);
  }
  for (const card of FAILING_CARDS) {
    for (const error of Object.values(validateConfiguration(card))) {
      if (error) found.set(error, "validateConfiguration");
    }
  }
  return found;
}

describe("the validators", () => {
  it("are all found: every *.validation.ts module, with its schemas", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(8);
    for (const [file, exports] of Object.entries(modules)) {
      if (file.includes("dashboard") || file.includes("pipeline") || file.includes("leads.")) {
        expect(schemasOf(exports).length, file).toBeGreaterThan(0);
      }
    }
  });

  it("give message keys every language's translator has (the office's in English), never English", () => {
    const english = new Set(catalogueKeys("en"));
    const messages = everyMessage();
    expect(messages.size).toBeGreaterThan(40);
    const notKeys = [...messages]
      .filter(([message]) => !english.has(message) || !serverTranslator("es").has(message))
      .map(([message, where]) => `${where}: ${message}`);
    expect(notKeys).toEqual([]);
  });
});
