import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/database";
import { testContext } from "../../../tests/support/requests";
import { mailsTo, OFFICE } from "../../../tests/support/subcontractors";
import { listRequirementSets } from "../requirements/requirements.server";
import { subcontractors } from "../subcontractors.schema";
import { answerAdminForm } from "./admin-forms.server";

const database = useTestDatabase();
const office = { ...OFFICE, isAdmin: false };

beforeEach(async () => {
  await database().truncateAll();
});

const post = (fields: Record<string, string>) =>
  answerAdminForm(testContext(database()), office, new URLSearchParams(fields));

async function aSet(name = "Standard") {
  expect((await post({ intent: "create-set", name })).status).toBe(200);
  const sets = await listRequirementSets(database().db);
  return sets.find((set) => set.name === name)?.id ?? "";
}

const item = (setId: string, fields: Record<string, string>) =>
  post({ intent: "add-item", setId, heading: "billing", title: "", description: "", ...fields });

describe("the office's subcontractor forms pressed twice", () => {
  it("refuses to invite an address already on the list, linking its record, keeping what was typed", async () => {
    const db = database().db;
    const setId = await aSet();
    const invite = {
      intent: "invite",
      company: "Twice Electric",
      trade: "Electrical",
      contactName: "Tess",
      email: "twice@example.com",
      brokerEmail: "",
      setId,
      language: "en",
    };
    const first = await post(invite);
    expect(first.answer).toEqual({
      ok: true,
      form: "invite",
      message: "Invitation sent to twice@example.com.",
    });
    const [row] = await db.select().from(subcontractors);
    const again = await post({ ...invite, company: "Twice Again", email: "TWICE@example.com" });
    expect(again.status).toBe(409);
    expect(again.answer).toMatchObject({
      ok: false,
      form: "invite",
      errors: { email: "This address is already invited, for Twice Electric: nothing was sent." },
      values: { company: "Twice Again", email: "TWICE@example.com" },
      existing: { id: row?.id, company: "Twice Electric" },
    });
    expect(await db.select().from(subcontractors)).toHaveLength(1);
    expect(await mailsTo(db, "twice@example.com")).toHaveLength(1);
  });

  it("refuses a second set of the same name and a second identical item", async () => {
    const setId = await aSet("Doubles");
    const again = await post({ intent: "create-set", name: "Doubles" });
    expect(again.status).toBe(409);
    expect(again.answer).toMatchObject({
      ok: false,
      form: "set",
      errors: { name: "A set of that name exists already." },
      values: { name: "Doubles" },
    });
    expect((await item(setId, { kind: "w9" })).answer).toMatchObject({ ok: true, form: "item" });
    const twice = await item(setId, { kind: "w9" });
    expect(twice.status).toBe(409);
    expect(twice.answer).toMatchObject({ ok: false, form: "item", values: { kind: "w9" } });
    // Another kind, or the same kind under another title, is a new item.
    expect((await item(setId, { kind: "w9", title: "W-9 for the trust" })).status).toBe(200);
    const [set] = await listRequirementSets(database().db);
    expect(set?.items.map((entry) => entry.title)).toEqual(["", "W-9 for the trust"]);
  });

  it("takes limits typed as the company profile takes them ($1,000,000, 1,000,000), and none for a W-9", async () => {
    const setId = await aSet("Limits");
    const added = await item(setId, {
      kind: "coi",
      glOccurrence: "$1,000,000",
      glAggregate: "2,000,000",
      auto: "500000",
      umbrella: "",
      workersComp: " $ 1,000,000 ",
    });
    expect(added.status).toBe(200);
    expect(
      (await item(setId, { kind: "coi", title: "Bad", auto: "1,000.50" })).answer,
    ).toMatchObject({ ok: false, errors: { auto: "Please enter a whole dollar amount." } });
    await item(setId, { kind: "w9", glOccurrence: "1000000" });
    const [set] = await listRequirementSets(database().db);
    expect(set?.items.map((entry) => entry.details)).toEqual([
      { glOccurrence: "1000000", glAggregate: "2000000", auto: "500000", workersComp: "1000000" },
      {},
    ]);
  });
});
