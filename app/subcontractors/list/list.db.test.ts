import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/database";
import { createRequirementSet } from "../requirements/requirements.server";
import { requirements, subcontractors } from "../subcontractors.schema";
import { filterFrom, PAGE_SIZE } from "./list";
import { listSubcontractors, listSubcontractorsPage } from "./list.server";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };
const filter = (query: string) => filterFrom(new URLSearchParams(query));

let standard = "";
let publicWorks = "";

beforeEach(async () => {
  const db = database().db;
  await db.delete(subcontractors);
  standard = (await createRequirementSet(db, actor, `Standard ${Math.random()}`)) ?? "";
  publicWorks = (await createRequirementSet(db, actor, `Public works ${Math.random()}`)) ?? "";
  // Public works asks for a W-9 nobody sent (Missing); Standard asks for nothing (Compliant).
  await db.insert(requirements).values({ setId: publicWorks, kind: "w9", title: "" });
  await db.insert(subcontractors).values(
    Array.from({ length: PAGE_SIZE + 5 }, (_, i) => ({
      company: `Company ${String(i).padStart(3, "0")}`,
      trade: i % 2 === 0 ? "Electrical" : "Roofing",
      contactName: "Contact",
      email: `sub${i}@example.com`,
      setId: i < 10 ? publicWorks : standard,
    })),
  );
});

describe("the office's list", () => {
  it("shows a page of 50 by company, how many the filter keeps, and every trade", async () => {
    const first = await listSubcontractorsPage(database().db, filter(""));
    expect(first.total).toBe(PAGE_SIZE + 5);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]?.company).toBe("Company 000");
    expect(first.trades).toEqual(["Electrical", "Roofing"]);
    const second = await listSubcontractorsPage(database().db, filter("page=2"));
    expect(second.rows.map((row) => row.company)).toEqual(
      [50, 51, 52, 53, 54].map((i) => `Company 0${i}`),
    );
    expect(second.rows[0]?.lastActivityAt).toBeInstanceOf(Date);
    const beyond = await listSubcontractorsPage(database().db, filter("page=9"));
    expect(beyond).toMatchObject({ rows: [], total: PAGE_SIZE + 5 });
  });

  it("filters by status, trade (any case) and set; an unknown filter shows all", async () => {
    const db = database().db;
    const missing = await listSubcontractorsPage(db, filter("status=missing"));
    expect(missing.total).toBe(10);
    expect(missing.rows.every((row) => row.status === "missing" && row.setId === publicWorks)).toBe(
      true,
    );
    const roofing = await listSubcontractorsPage(db, filter(`trade=roofing&set=${standard}`));
    expect(roofing.total).toBe(22);
    expect(roofing.rows.every((row) => row.trade === "Roofing" && row.status === "compliant")).toBe(
      true,
    );
    expect((await listSubcontractorsPage(db, filter("status=<x>&set=nope"))).total).toBe(0);
    expect((await listSubcontractorsPage(db, filter("status=<x>"))).total).toBe(PAGE_SIZE + 5);
    // The CSV export: every row the filter keeps, not a page.
    const exported = await listSubcontractors(db, undefined, filter("status=compliant"));
    expect(exported).toHaveLength(PAGE_SIZE - 5);
  });
});
