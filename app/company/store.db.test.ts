import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/support/database";
import { exampleProfile } from "./profile";

/**
 * Holds a profile the poll has read until the test lets it answer: a save can come in between.
 * `reached` resolves once the poll's read is done and held.
 */
const gate = (() => {
  let open: () => void = () => undefined;
  let arrive: () => void = () => undefined;
  let closed: Promise<void> | null = null;
  let reached: Promise<void> = Promise.resolve();
  return {
    close() {
      closed = new Promise((resolve) => {
        open = resolve;
      });
      reached = new Promise((resolve) => {
        arrive = resolve;
      });
    },
    open: () => open(),
    reached: () => reached,
    async wait() {
      arrive();
      await (closed ?? Promise.resolve());
    },
  };
})();

const database = useTestDatabase();

// The store reads the profile through the gate in this file only: the modules are imported
// afresh before and after it (once its database is open), for the workers that run files
// without per-file isolation (docs/decisions/0104).
let openCompanyStore: typeof import("./store.server").openCompanyStore;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock("./profile.server", async (importOriginal) => {
    const original = await importOriginal<typeof import("./profile.server")>();
    return {
      ...original,
      readStoredProfile: async (...args: Parameters<typeof original.readStoredProfile>) => {
        const read = await original.readStoredProfile(...args);
        await gate.wait();
        return read;
      },
    };
  });
  ({ openCompanyStore } = await import("./store.server"));
});
afterAll(() => {
  vi.doUnmock("./profile.server");
  vi.resetModules();
});

const actor = { id: "admin-id", email: "admin@example.com" };

describe("the profile kept in memory", () => {
  it("is not put back to what a poll read before a save made here", async () => {
    const here = await openCompanyStore(database().db, exampleProfile);
    const elsewhere = await openCompanyStore(database().db, exampleProfile);
    await elsewhere.save({ ...exampleProfile, tagline: "Saved elsewhere" }, actor);

    gate.close();
    const polling = here.poll(); // reads version 2 and its profile, held at the gate
    await gate.reached();
    const saved = await here.save({ ...exampleProfile, tagline: "Saved here" }, actor);
    gate.open();
    await polling;

    expect(saved.version).toBe(3);
    expect(here.current().version).toBe(3);
    expect(here.facts().tagline).toBe("Saved here");
    // The next poll finds nothing newer.
    expect(await here.poll()).toBe(false);
  });
});
