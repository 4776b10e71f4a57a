import { z } from "zod";
import { type CardState, initialCards } from "./cards";
import { DRAFTS_KEY, SECRETS_KEY } from "./draft-storage";
import {
  configurationFieldsSchema,
  KNOWN_PROVIDERS,
  LIMITS,
  MAX_CONFIGURATIONS,
  SECRET_FIELDS,
} from "./integrations.validation";

/**
 * Reading the drafts back, checked with Zod: what the browser kept may be old or edited by hand.
 * Loaded only when a draft is stored (`readStoredCards`), so that a first visit does not carry
 * Zod. Writing them is in `draft-storage.ts`.
 */
export { DRAFTS_KEY, SECRETS_KEY, saveDrafts } from "./draft-storage";

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
