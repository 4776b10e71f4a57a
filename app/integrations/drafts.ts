import { z } from "zod";
import { type CardState, initialCards } from "./cards";
import {
  configurationFieldsSchema,
  type IntegrationConfiguration,
  KNOWN_PROVIDERS,
  LIMITS,
  MAX_CONFIGURATIONS,
  SECRET_FIELDS,
  type SecretFieldKey,
} from "./integrations.validation";

/**
 * Drafts of the cards kept in the browser (docs/product.md#integration-configuration).
 * Everything but secret values goes to localStorage; secret values go to sessionStorage only,
 * so they are gone when the tab closes and never sit on disk.
 */
export const DRAFTS_KEY = "software-solutions:configurations";
export const SECRETS_KEY = "software-solutions:secrets";

type SecretValues = Partial<Record<SecretFieldKey, string>>;

const storedCardSchema = z.strictObject({
  id: z.string().min(1).max(LIMITS.providerName),
  builtIn: z.enum(KNOWN_PROVIDERS).optional(),
  editing: z.boolean(),
  values: configurationFieldsSchema,
  baseline: configurationFieldsSchema,
});

const draftsSchema = z.strictObject({
  version: z.literal(1),
  cards: z.array(storedCardSchema).max(MAX_CONFIGURATIONS),
});

const secretValuesSchema = z.partialRecord(z.enum(SECRET_FIELDS), z.string().max(LIMITS.secret));
const secretsSchema = z.record(
  z.string().max(LIMITS.providerName),
  z.strictObject({ values: secretValuesSchema, baseline: secretValuesSchema }),
);

function withoutSecrets(card: IntegrationConfiguration): IntegrationConfiguration {
  const copy = { ...card };
  for (const field of SECRET_FIELDS) {
    if (copy[field] !== undefined) copy[field] = "";
  }
  return copy;
}

function secretsOf(card: IntegrationConfiguration): SecretValues {
  const secrets: SecretValues = {};
  for (const field of SECRET_FIELDS) {
    if (card[field]) secrets[field] = card[field];
  }
  return secrets;
}

/** Writes the cards: secret values to the tab's session storage only. */
export function saveDrafts(cards: CardState[], local: Storage, session: Storage): void {
  const drafts = {
    version: 1,
    cards: cards.map((card) => ({
      id: card.id,
      ...(card.builtIn ? { builtIn: card.builtIn } : {}),
      editing: card.editing,
      values: withoutSecrets(card.values),
      baseline: withoutSecrets(card.baseline),
    })),
  };
  const secrets = Object.fromEntries(
    cards.map((card) => [
      card.id,
      { values: secretsOf(card.values), baseline: secretsOf(card.baseline) },
    ]),
  );
  local.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  session.setItem(SECRETS_KEY, JSON.stringify(secrets));
}

function readJson<T>(storage: Storage, key: string, schema: z.ZodType<T>): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return schema.parse(JSON.parse(raw));
  } catch (error) {
    console.warn(`Stored configuration "${key}" could not be read; using the defaults.`, error);
    return undefined;
  }
}

/** The stored cards, or the defaults when nothing (or nothing readable) is stored. */
export function loadDrafts(local: Storage, session: Storage): CardState[] {
  const drafts = readJson(local, DRAFTS_KEY, draftsSchema);
  if (!drafts) return initialCards();
  const secrets = readJson(session, SECRETS_KEY, secretsSchema) ?? {};
  const cards: CardState[] = drafts.cards.map((stored) => {
    const kept = secrets[stored.id];
    return {
      id: stored.id,
      builtIn: stored.builtIn,
      editing: stored.editing,
      values: { ...stored.values, ...kept?.values },
      baseline: { ...stored.baseline, ...kept?.baseline },
      errors: {},
    };
  });
  // The three built-in cards are always there, in their places.
  const builtIns = initialCards().map(
    (fallback) => cards.find((card) => card.builtIn === fallback.builtIn) ?? fallback,
  );
  const custom = cards.filter((card) => !card.builtIn);
  return [...builtIns, ...custom].slice(0, MAX_CONFIGURATIONS);
}
