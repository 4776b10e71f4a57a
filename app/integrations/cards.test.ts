import { afterEach, describe, expect, it, vi } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import {
  type CardAction,
  type CardState,
  cardPayload,
  cardsReducer,
  initialCards,
  showsModifiedBadge,
  validateCards,
} from "./cards";
import type { ConfigurationErrors, IntegrationConfiguration } from "./configuration-fields";
import { localizedErrors } from "./configuration-fields";
import { DRAFTS_KEY, loadDrafts, SECRETS_KEY, saveDrafts } from "./drafts";
import { MAX_CONFIGURATIONS } from "./integrations.validation";

/** A card's errors (message keys) as the spec's English words. */
function inEnglish(card: { values: IntegrationConfiguration; errors: ConfigurationErrors }) {
  return localizedErrors(serverTranslator("en").t, card.values, card.errors);
}

function run(actions: CardAction[], start: CardState[] = initialCards()): CardState[] {
  return actions.reduce(cardsReducer, start);
}

const byId = (cards: CardState[], id: string) => cards.find((card) => card.id === id)!;
const change = (id: string, field: string, value: string | boolean): CardAction =>
  ({ type: "change", id, field, value }) as CardAction;

const validGraph: CardAction[] = [
  { type: "edit", id: "msgraph" },
  change("msgraph", "is_enabled", true),
  change("msgraph", "tenant_id", "contoso"),
  change("msgraph", "client_id", "deadbeef"),
  change("msgraph", "client_secret", "s3cret"),
];

describe("configuration cards", () => {
  it("start as the three built-in providers in view mode", () => {
    const cards = initialCards();
    expect(cards.map((card) => card.id)).toEqual(["msgraph", "google_drive", "quickbooks"]);
    expect(cards.every((card) => !card.editing && !showsModifiedBadge(card))).toBe(true);
  });

  it("ignore field changes outside edit mode, except the enabled switch", () => {
    const cards = run([change("msgraph", "tenant_id", "x"), change("msgraph", "is_enabled", true)]);
    const graph = byId(cards, "msgraph");
    expect(graph.values.tenant_id).toBe("");
    expect(graph.values.is_enabled).toBe(true);
    expect(showsModifiedBadge(graph)).toBe(true);
  });

  it("save only a valid card, showing its messages otherwise", () => {
    const invalid = run([
      { type: "edit", id: "msgraph" },
      change("msgraph", "is_enabled", true),
      { type: "save", id: "msgraph" },
    ]);
    const graph = byId(invalid, "msgraph");
    expect(graph.editing).toBe(true);
    expect(inEnglish(graph).client_id).toBe(
      "Client ID is required for Microsoft Graph integration",
    );
    expect(graph.baseline.is_enabled).toBe(false);

    const saved = byId(run([...validGraph, { type: "save", id: "msgraph" }]), "msgraph");
    expect(saved).toMatchObject({ editing: false, errors: {} });
    expect(saved.baseline).toEqual(saved.values);
    expect(saved.baseline.client_secret).toBe("s3cret");
  });

  it("refresh shown messages while typing once a save failed", () => {
    const cards = run([
      { type: "edit", id: "google_drive" },
      change("google_drive", "is_enabled", true),
      { type: "save", id: "google_drive" },
      change("google_drive", "client_id", "id"),
    ]);
    expect(inEnglish(byId(cards, "google_drive"))).toEqual({
      client_secret: "Client Secret is required for Google Drive integration",
    });
  });

  it("show Modified only when values differ from the baseline outside edit mode", () => {
    const editing = run(validGraph);
    expect(showsModifiedBadge(byId(editing, "msgraph"))).toBe(false);
    const saved = run([{ type: "save", id: "msgraph" }], editing);
    expect(showsModifiedBadge(byId(saved, "msgraph"))).toBe(false);
    const toggled = run([change("msgraph", "is_enabled", false)], saved);
    expect(showsModifiedBadge(byId(toggled, "msgraph"))).toBe(true);
  });

  it("cancel back to the baseline", () => {
    const saved = run([...validGraph, { type: "save", id: "msgraph" }]);
    const cancelled = run(
      [
        { type: "edit", id: "msgraph" },
        change("msgraph", "tenant_id", "other"),
        { type: "cancel", id: "msgraph" },
      ],
      saved,
    );
    expect(byId(cancelled, "msgraph").values.tenant_id).toBe("contoso");
    expect(byId(cancelled, "msgraph").editing).toBe(false);
  });

  it("reset a built-in card to its defaults and remove a custom card", () => {
    const cards = run([
      ...validGraph,
      { type: "save", id: "msgraph" },
      { type: "addCustom", id: "custom-1" },
      { type: "reset", id: "msgraph" },
    ]);
    expect(byId(cards, "msgraph")).toEqual(initialCards()[0]);
    expect(run([{ type: "reset", id: "custom-1" }], cards).map((card) => card.id)).toEqual([
      "msgraph",
      "google_drive",
      "quickbooks",
    ]);
  });

  it("add a custom card in edit mode, not enabled, without a provider name", () => {
    const custom = byId(run([{ type: "addCustom", id: "custom-1" }]), "custom-1");
    expect(custom).toMatchObject({
      editing: true,
      values: { provider_name: "", provider_type: "", is_enabled: false },
    });
    expect(custom.builtIn).toBeUndefined();
  });

  it(`stop adding cards at ${MAX_CONFIGURATIONS}`, () => {
    const adds = Array.from(
      { length: 30 },
      (_, index): CardAction => ({ type: "addCustom", id: `custom-${index}` }),
    );
    expect(run(adds)).toHaveLength(MAX_CONFIGURATIONS);
  });

  it("give a custom card its provider's fields and defaults, keeping what was typed", () => {
    const cards = run([
      { type: "addCustom", id: "c" },
      change("c", "provider_name", "quickbooks"),
      change("c", "consumer_key", "key"),
      change("c", "provider_name", "quickbook"),
      change("c", "provider_name", "quickbooks"),
    ]);
    const payload = cardPayload(byId(cards, "c"));
    expect(payload).toMatchObject({ consumer_key: "key", sandbox: true, base_url: "" });
  });

  it("keep a built-in card's provider", () => {
    const cards = run([
      { type: "edit", id: "quickbooks" },
      change("quickbooks", "provider_name", "x"),
    ]);
    expect(byId(cards, "quickbooks").values.provider_name).toBe("quickbooks");
  });

  it("validate every card for Submit and open the failing ones with their messages", () => {
    const cards = run([{ type: "addCustom", id: "c" }, change("msgraph", "is_enabled", true)]);
    const problems = validateCards(cards);
    expect([...problems.keys()]).toEqual(["msgraph", "c"]);
    const shown = run([{ type: "showErrors", errors: problems }], cards);
    expect(byId(shown, "msgraph").editing).toBe(true);
    expect(inEnglish(byId(shown, "c"))).toEqual({
      provider_name: "Provider name is required",
      provider_type: "Provider type is required",
    });
    expect(byId(shown, "google_drive").errors).toEqual({});
  });
});

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("drafts in the browser", () => {
  afterEach(() => vi.restoreAllMocks());

  const edited = () =>
    run([...validGraph, { type: "save", id: "msgraph" }, { type: "addCustom", id: "custom-1" }]);

  it("keep secret values out of local storage and in the tab's session storage", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    saveDrafts(edited(), local, session);
    expect(local.getItem(DRAFTS_KEY)).toContain("contoso");
    expect(local.getItem(DRAFTS_KEY)).not.toContain("s3cret");
    expect(session.getItem(SECRETS_KEY)).toContain("s3cret");
    expect(DRAFTS_KEY.startsWith("software-solutions")).toBe(true);
  });

  it("load back what was saved, secrets included while the tab lives", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const cards = edited();
    saveDrafts(cards, local, session);
    expect(loadDrafts(local, session)).toEqual(cards);
  });

  it("load without secrets in a new tab, other values kept", () => {
    const local = new MemoryStorage();
    saveDrafts(edited(), local, new MemoryStorage());
    const graph = byId(loadDrafts(local, new MemoryStorage()), "msgraph");
    expect(graph.values).toMatchObject({ tenant_id: "contoso", client_secret: "" });
  });

  it("start from the defaults when nothing is stored", () => {
    expect(loadDrafts(new MemoryStorage(), new MemoryStorage())).toEqual(initialCards());
  });

  it.each([
    ["not JSON", "{oops"],
    ["of the wrong shape", JSON.stringify({ version: 1, cards: "all" })],
    ["with an unknown field", JSON.stringify({ version: 1, cards: [], extra: true })],
    ["of an unknown version", JSON.stringify({ version: 2, cards: [] })],
    [
      "over-long",
      JSON.stringify({
        version: 1,
        cards: [
          {
            id: "google_drive",
            builtIn: "google_drive",
            editing: false,
            values: { provider_type: "", provider_name: "x".repeat(500), is_enabled: false },
            baseline: { provider_type: "", provider_name: "", is_enabled: false },
          },
        ],
      }),
    ],
  ])("log a stored value that is %s and use the defaults", (_name, raw) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const local = new MemoryStorage();
    local.setItem(DRAFTS_KEY, raw);
    expect(loadDrafts(local, new MemoryStorage())).toEqual(initialCards());
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain("using the defaults");
  });

  it("put missing built-in cards back", () => {
    const local = new MemoryStorage();
    const cards = run([{ type: "addCustom", id: "custom-1" }]).filter(
      (card) => card.id !== "google_drive",
    );
    saveDrafts(cards, local, new MemoryStorage());
    expect(loadDrafts(local, new MemoryStorage()).map((card) => card.id)).toEqual([
      "msgraph",
      "google_drive",
      "quickbooks",
      "custom-1",
    ]);
  });
});
