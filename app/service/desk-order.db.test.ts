import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/database";
import { nextClock } from "./desk.server";
import { workOrders } from "./service.schema";

const database = useTestDatabase();

describe("the desk's order", () => {
  it("is served by the running clock's index, not a sort of every work order", async () => {
    const plan = await database().db.transaction(async (tx) => {
      // An empty table would be scanned whatever the indexes: the plan says what could serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select ${workOrders.id} from ${workOrders}
        order by ${nextClock} asc nulls last, ${workOrders.createdAt} desc, ${workOrders.id} asc
        limit 50`);
      const { rows } = result as unknown as { rows: Array<Record<string, string>> };
      return rows.map((row) => Object.values(row)[0]);
    });
    expect(plan.join("\n")).toContain("work_orders_next_clock_idx");
    expect(plan.join("\n")).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  });
});
