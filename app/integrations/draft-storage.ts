import { type CardState, initialCards } from "./cards";
import {
  type IntegrationConfiguration,
  SECRET_FIELDS,
  type SecretFieldKey,
} from "./configuration-fields";

/**
 * Drafts of the cards kept in the browser (docs/product.md#integration-configuration).
 * Everything but secret values goes to localStorage; secret values go to sessionStorage only,
 * so they are gone when the tab closes and never sit on disk.
 */
export const DRAFTS_KEY = "software-solutions:configurations";
export const SECRETS_KEY = "software-solutions:secrets";

type SecretValues = Partial<Record<SecretFieldKey, string>>;

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

/**
 * The cards to start from: the stored drafts when there are any, read by `drafts.ts` (which
 * loads Zod to check them), else the defaults, without loading it.
 */
export async function readStoredCards(local: Storage, session: Storage): Promise<CardState[]> {
  if (local.getItem(DRAFTS_KEY) === null) return initialCards();
  const { loadDrafts } = await import("./drafts");
  return loadDrafts(local, session);
}
