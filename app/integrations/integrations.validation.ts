import { z } from "zod";
import {
  type FieldKey,
  fieldDefinitions,
  type IntegrationConfiguration,
  LIMITS,
  MAX_CONFIGURATIONS,
  PROVIDER_TYPES,
  providerFields,
  providerLabel,
  type TextFieldKey,
} from "./configuration-fields";

/**
 * The integration configuration as it travels and is stored: the schemas of a card and of the submit body, over the fields and rules of
 * `configuration-fields.ts` (re-exported here, for the server and the tests).
 */
export * from "./configuration-fields";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** JSON can carry NUL and half of a surrogate pair; PostgreSQL's jsonb cannot store them. */
function isStorableText(value: string): boolean {
  return !value.includes("\0") && !LONE_SURROGATE.test(value);
}

function boundedText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .refine(isStorableText, `${label} contains characters that are not allowed`);
}

function optionalField(key: TextFieldKey) {
  const field = fieldDefinitions[key];
  return boundedText(field.label, field.maxLength).optional();
}

/** The fields of a card (docs/product.md#integration-configuration), nothing else, every text bounded. */
export const configurationFieldsSchema = z.strictObject({
  provider_type: z.enum([...PROVIDER_TYPES, ""], {
    error: "Provider type must be file_storage or accounting",
  }),
  provider_name: boundedText("Provider name", LIMITS.providerName),
  is_enabled: z.boolean({ error: "Enabled must be true or false" }),
  tenant_id: optionalField("tenant_id"),
  client_id: optionalField("client_id"),
  client_secret: optionalField("client_secret"),
  redirect_uri: optionalField("redirect_uri"),
  scope: optionalField("scope"),
  authority: optionalField("authority"),
  api_version: optionalField("api_version"),
  consumer_key: optionalField("consumer_key"),
  consumer_secret: optionalField("consumer_secret"),
  access_token: optionalField("access_token"),
  access_token_secret: optionalField("access_token_secret"),
  sandbox: z.boolean({ error: "Sandbox must be true or false" }).optional(),
  company_id: optionalField("company_id"),
  base_url: optionalField("base_url"),
});

/** One card as it travels: also only the fields of its own provider. */
export const configurationSchema = configurationFieldsSchema.superRefine((card, context) => {
  const allowed = providerFields(card.provider_name);
  for (const key of Object.keys(fieldDefinitions) as FieldKey[]) {
    if (card[key] !== undefined && !allowed.includes(key)) {
      context.addIssue({
        code: "custom",
        path: [key],
        message: `${fieldDefinitions[key].label} is not a field of ${providerLabel(card.provider_name)}`,
      });
    }
  }
});

/** The schema and the declared type describe the same card: a change to one fails here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameCard: Same<z.infer<typeof configurationSchema>, IntegrationConfiguration> = true;
void sameCard;

/** The body of a submission. */
export const submitBodySchema = z.strictObject({
  configurations: z
    .array(configurationSchema, { error: "configurations must be a list" })
    .min(1, "Add at least one configuration before submitting")
    .max(
      MAX_CONFIGURATIONS,
      `At most ${MAX_CONFIGURATIONS} configurations can be submitted at once`,
    ),
});
export type SubmitBody = z.infer<typeof submitBodySchema>;

/** One readable sentence per problem of a rejected body, naming the card and the field. */
export function describeBodyIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issueLocation(issue.path)}${issueText(issue)}`)
    .join(". ");
}

function issueLocation(path: PropertyKey[]): string {
  const index = path[1];
  return path[0] === "configurations" && typeof index === "number"
    ? `Configuration ${index + 1}: `
    : "";
}

function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `"${key}"`).join(", ");
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${keys}`;
  }
  const field = issue.path.at(-1);
  const label =
    typeof field === "string" && field in fieldDefinitions
      ? fieldDefinitions[field as FieldKey].label
      : undefined;
  return label && !issue.message.startsWith(label) ? `${label}: ${issue.message}` : issue.message;
}
