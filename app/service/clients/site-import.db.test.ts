import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/support/database";
import { serviceClients, serviceSites } from "../service.schema";
import { createClient, saveSite } from "./clients.server";
import { importSites } from "./site-import.server";
import { SITE_IMPORT_LIMITS } from "./site-import-limits";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };
const HEADER = "site_number,name,address,time_zone";
let clientId = "";

beforeEach(async () => {
  const db = database().db;
  await db.delete(serviceClients);
  clientId = await createClient(db, actor, { name: "Chain", poRequired: false, defaultNte: null });
  await saveSite(db, actor, clientId, {
    siteNumber: "1142",
    name: "Old name",
    address: "1 Old St",
    timeZone: "America/Los_Angeles",
  });
});

async function sites() {
  return database()
    .db.select({ siteNumber: serviceSites.siteNumber, name: serviceSites.name })
    .from(serviceSites)
    .where(eq(serviceSites.clientId, clientId))
    .orderBy(asc(serviceSites.siteNumber));
}

describe("the CSV import of sites", () => {
  it("adds new site numbers and updates the client's own, quoted fields and a BOM read", async () => {
    const file = `\uFEFF${HEADER}\r\n1142,Pasadena,"10 Colorado Blvd, Pasadena, CA",America/Los_Angeles\r\n2001,"Store ""North""",5 Elm St,America/New_York\r\n`;
    const result = await importSites(database().db, actor, clientId, file);
    expect(result).toEqual({ ok: true, added: 1, updated: 1 });
    expect(await sites()).toEqual([
      { siteNumber: "1142", name: "Pasadena" },
      { siteNumber: "2001", name: 'Store "North"' },
    ]);
  });

  it("refuses the whole file and names each bad line: a zone, a blank field, a repeated number", async () => {
    const file = [
      HEADER,
      "3001,Store A,1 A St,America/Los_Angeles",
      "3002,Store B,2 B St,Mars/Olympus",
      "3003,,3 C St,UTC",
      "3001,Store A again,1 A St,UTC",
      "3004,Too,many,columns,here",
    ].join("\n");
    const result = await importSites(database().db, actor, clientId, file);
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 3, message: "service.error.timeZoneInvalid", field: "timeZone" },
        { line: 4, message: "service.error.required", field: "name" },
        { line: 5, message: "service.import.repeated", earlier: 2 },
        { line: 6, message: "service.import.columns" },
      ],
    });
    expect(await sites()).toEqual([{ siteNumber: "1142", name: "Old name" }]);
  });

  it("refuses a file without the header, an empty one, too many rows and too many bytes", async () => {
    const db = database().db;
    const refusal = async (file: string) => {
      const result = await importSites(db, actor, clientId, file);
      return result.ok ? null : result.errors[0]?.message;
    };
    expect(await refusal("number,name\n1,A")).toBe("service.import.header");
    expect(await refusal(`${HEADER}\n`)).toBe("service.import.empty");
    const rows = Array.from({ length: SITE_IMPORT_LIMITS.rows + 1 }, (_, i) => `${i},S,A,UTC`).join(
      "\n",
    );
    expect(await refusal(`${HEADER}\n${rows}`)).toBe("service.import.tooManyRows");
    expect(await refusal(`${HEADER}\n1,${"x".repeat(SITE_IMPORT_LIMITS.bytes)},A,UTC`)).toBe(
      "service.import.tooLarge",
    );
    expect(await sites()).toHaveLength(1);
  });
});
