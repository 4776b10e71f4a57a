import { z } from "zod";
import { type Translator, translateMessage } from "~/i18n/translator";
import {
  type FieldKey,
  fieldDefinitions,
  fieldLabel,
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

/**
 * A text of at most `max` characters. Its messages are keys naming `{field}` and `{max}`, which
 * `describeBodyIssues` fills in from the issue's path.
 */
function boundedText(max: number) {
  return z
    .string("integrations.error.notText")
    .trim()
    .max(max, "integrations.error.tooLong")
    .refine(isStorableText, "integrations.error.notAllowed");
}

function optionalField(key: TextFieldKey) {
  return boundedText(fieldDefinitions[key].maxLength).optional();
}

/** An object's own problems: not an object, or fields nobody asked for. */
function objectError(issue: { code: string }) {
  return issue.code === "unrecognized_keys"
    ? "integrations.error.unknownFields"
    : "integrations.error.notAnObject";
}

/** The fields of a card (docs/product.md#integration-configuration), nothing else, every text bounded. */
export const configurationFieldsSchema = z.strictObject(
  {
    provider_type: z.enum([...PROVIDER_TYPES, ""], { error: "integrations.error.typeInvalid" }),
    provider_name: boundedText(LIMITS.providerName),
    is_enabled: z.boolean({ error: "integrations.error.enabledInvalid" }),
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
    sandbox: z.boolean({ error: "integrations.error.sandboxInvalid" }).optional(),
    company_id: optionalField("company_id"),
    base_url: optionalField("base_url"),
  },
  { error: objectError },
);

/** One card as it travels: also only the fields of its own provider. */
export const configurationSchema = configurationFieldsSchema.superRefine((card, context) => {
  const allowed = providerFields(card.provider_name);
  for (const key of Object.keys(fieldDefinitions) as FieldKey[]) {
    if (card[key] !== undefined && !allowed.includes(key)) {
      context.addIssue({
        code: "custom",
        path: [key],
        message: "integrations.error.notAField",
        params: { provider: providerLabel(card.provider_name) },
      });
    }
  }
});

/** The schema and the declared type describe the same card: a change to one fails here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameCard: Same<z.infer<typeof configurationSchema>, IntegrationConfiguration> = true;
void sameCard;

/** The body of a submission. */
export const submitBodySchema = z.strictObject(
  {
    configurations: z
      .array(configurationSchema, { error: "integrations.error.notAList" })
      .min(1, "integrations.error.noConfigurations")
      .max(MAX_CONFIGURATIONS, "integrations.error.tooManyConfigurations"),
  },
  { error: objectError },
);

/**
 * One readable sentence per problem of a rejected body, naming the card and the field, in the
 * translator's language: the issues' messages are keys, their values come from the issue.
 */
export function describeBodyIssues(error: z.ZodError, translator: Translator): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issueLocation(issue.path, translator.t)}${issueText(issue, translator)}`)
    .join(". ");
}

function issueLocation(path: PropertyKey[], t: Translator["t"]): string {
  const index = path[1];
  return path[0] === "configurations" && typeof index === "number"
    ? t("integrations.error.configuration", { number: index + 1 })
    : "";
}

function issueText(issue: z.core.$ZodIssue, translator: Translator): string {
  const field = issue.path.at(-1);
  const label =
    typeof field === "string" && field in fieldDefinitions
      ? fieldLabel(translator.t, field as FieldKey)
      : translator.t("integrations.card.providerName");
  const values = {
    field: label,
    max: issue.code === "too_big" ? Number(issue.maximum).toLocaleString(translator.locale) : "",
    provider: String(issue.code === "custom" ? (issue.params?.provider ?? "") : ""),
    count: issue.code === "unrecognized_keys" ? issue.keys.length : 0,
    keys: issue.code === "unrecognized_keys" ? issue.keys.map((key) => `"${key}"`).join(", ") : "",
  };
  return translateMessage(translator, issue.message, values);
}
