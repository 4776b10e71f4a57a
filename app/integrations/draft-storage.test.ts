import { describe, expect, it } from "vitest";
import { initialCards } from "./cards";
import { DRAFTS_KEY, readStoredCards, saveDrafts } from "./draft-storage";

/** A Storage kept in a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("readStoredCards", () => {
  it("starts from the defaults when nothing is stored", async () => {
    const local = memoryStorage();
    expect(await readStoredCards(local, memoryStorage())).toEqual(initialCards());
    expect(local.getItem(DRAFTS_KEY)).toBeNull();
  });

  it("reads back what was stored, secrets from the tab's storage", async () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const [graph, ...others] = initialCards();
    const edited = {
      ...graph!,
      editing: true,
      values: { ...graph!.values, tenant_id: "contoso", client_secret: "s3cret" },
    };
    saveDrafts([edited, ...others], local, session);
    const [restored] = await readStoredCards(local, session);
    expect(restored?.editing).toBe(true);
    expect(restored?.values.tenant_id).toBe("contoso");
    expect(restored?.values.client_secret).toBe("s3cret");
  });

  it("falls back to the defaults when the stored draft is not a draft", async () => {
    const local = memoryStorage();
    local.setItem(DRAFTS_KEY, JSON.stringify({ version: 1, cards: [{ id: 1 }] }));
    expect(await readStoredCards(local, memoryStorage())).toEqual(initialCards());
  });
});
