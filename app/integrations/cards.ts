import {
  type ConfigurationErrors,
  defaultConfiguration,
  type FieldKey,
  hasErrors,
  type IntegrationConfiguration,
  KNOWN_PROVIDERS,
  type KnownProviderName,
  MAX_CONFIGURATIONS,
  newCustomConfiguration,
  validateConfiguration,
  withProviderFields,
} from "./configuration-fields";

/**
 * The configuration cards of the page and their states (docs/product.md#integration-configuration): view or edit,
 * values against a saved baseline. A pure reducer, so every transition is unit-tested.
 */
export interface CardState {
  id: string;
  /** The built-in provider this card stands for; undefined for a custom card. */
  builtIn?: KnownProviderName;
  values: IntegrationConfiguration;
  baseline: IntegrationConfiguration;
  editing: boolean;
  /** Messages shown beside fields: set by a failed Save or Submit, refreshed while typing. */
  errors: ConfigurationErrors;
}

export type CardAction =
  | { type: "load"; cards: CardState[] }
  | { type: "edit"; id: string }
  | {
      type: "change";
      id: string;
      field: FieldKey | "provider_name" | "provider_type" | "is_enabled";
      value: string | boolean;
    }
  | { type: "save"; id: string }
  | { type: "cancel"; id: string }
  | { type: "reset"; id: string }
  | { type: "resetAll" }
  | { type: "addCustom"; id: string }
  | { type: "showErrors"; errors: Map<string, ConfigurationErrors> };

function builtInCard(name: KnownProviderName): CardState {
  const values = defaultConfiguration(name);
  return { id: name, builtIn: name, values, baseline: values, editing: false, errors: {} };
}

export function initialCards(): CardState[] {
  return KNOWN_PROVIDERS.map(builtInCard);
}

/** A new custom card starts in edit mode, not enabled, with an empty provider name. */
function customCard(id: string): CardState {
  const values = newCustomConfiguration();
  return { id, values, baseline: values, editing: true, errors: {} };
}

/** What a card sends, downloads and compares: exactly its provider's fields. */
export function cardPayload(card: CardState): IntegrationConfiguration {
  return withProviderFields(card.values);
}

function isModified(card: CardState): boolean {
  return (
    JSON.stringify(withProviderFields(card.values)) !==
    JSON.stringify(withProviderFields(card.baseline))
  );
}

/** The Modified badge: values differ from the baseline and the card is not being edited. */
export function showsModifiedBadge(card: CardState): boolean {
  return !card.editing && isModified(card);
}

export function canAddCustomCard(cards: CardState[]): boolean {
  return cards.length < MAX_CONFIGURATIONS;
}

function update(cards: CardState[], id: string, change: (card: CardState) => CardState) {
  return cards.map((card) => (card.id === id ? change(card) : card));
}

function changeValue(
  card: CardState,
  field: Extract<CardAction, { type: "change" }>["field"],
  value: string | boolean,
): CardState {
  // The enabled switch works in view mode too; that is how a card becomes Modified there.
  if (!card.editing && field !== "is_enabled") return card;
  // Built-in cards keep their provider; a custom card may be named after any provider.
  if (card.builtIn && (field === "provider_name" || field === "provider_type")) return card;
  let values = { ...card.values, [field]: value } as IntegrationConfiguration;
  if (field === "provider_name" && typeof value === "string") {
    // Fill in the new provider's defaults while keeping whatever was already typed.
    values = { ...values, ...withProviderFields(values), ...card.values, provider_name: value };
  }
  const errors = hasErrors(card.errors) ? validateConfiguration(values) : card.errors;
  return { ...card, values, errors };
}

function saveCard(card: CardState): CardState {
  const errors = validateConfiguration(card.values);
  if (hasErrors(errors)) return { ...card, errors };
  const saved = withProviderFields(card.values);
  return { ...card, values: saved, baseline: saved, editing: false, errors: {} };
}

export function cardsReducer(cards: CardState[], action: CardAction): CardState[] {
  switch (action.type) {
    case "load":
      return action.cards;
    case "edit":
      return update(cards, action.id, (card) => ({ ...card, editing: true }));
    case "change":
      return update(cards, action.id, (card) => changeValue(card, action.field, action.value));
    case "save":
      return update(cards, action.id, saveCard);
    case "cancel":
      return update(cards, action.id, (card) => ({
        ...card,
        values: card.baseline,
        editing: false,
        errors: {},
      }));
    case "reset": {
      const target = cards.find((card) => card.id === action.id);
      if (!target) return cards;
      if (!target.builtIn) return cards.filter((card) => card.id !== action.id);
      return update(cards, action.id, () => builtInCard(target.builtIn!));
    }
    case "resetAll":
      return initialCards();
    case "addCustom":
      return canAddCustomCard(cards) ? [...cards, customCard(action.id)] : cards;
    case "showErrors":
      return cards.map((card) => {
        const errors = action.errors.get(card.id);
        return errors ? { ...card, errors, editing: true } : { ...card, errors: {} };
      });
  }
}

/** Checks every card, as Submit and Open Email Client do first: card id → its problems. */
export function validateCards(cards: CardState[]): Map<string, ConfigurationErrors> {
  const problems = new Map<string, ConfigurationErrors>();
  for (const card of cards) {
    const errors = validateConfiguration(cardPayload(card));
    if (hasErrors(errors)) problems.set(card.id, errors);
  }
  return problems;
}
