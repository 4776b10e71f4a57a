import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "~/mail/mail.schema";
import { useTestDatabase } from "../../tests/support/database";
import { testContext } from "../../tests/support/requests";
import { createRequirementSet } from "./requirements.server";
import { subcontractors } from "./subcontractors.schema";
import {
  inviteSubcontractor,
  renewLinks,
  revokeLink,
  subcontractorByToken,
} from "./subcontractors.server";

const database = useTestDatabase();
const actor = { id: null, email: "office@example.com" };

/** The token of the newest link mailed to an address (the outbox keeps it until sent). */
async function mailedToken(to: string): Promise<string> {
  const mails = await database().db.select().from(outbox).where(eq(outbox.to, to));
  const text = mails.at(-1)?.text ?? "";
  return /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
}

describe("a subcontractor's personal link", () => {
  it("is stored only as its SHA-256, replaced by a renewal, and opens nothing once revoked", async () => {
    const context = testContext(database());
    const setId = await createRequirementSet(database().db, actor, "Links");
    const email = "links@example.com";
    const invited = await inviteSubcontractor(context, actor, {
      company: "Links Co",
      trade: "Electrical",
      contactName: "Lin",
      email,
      brokerEmail: "",
      setId: setId ?? "",
      language: "en",
    });
    expect(invited.ok).toBe(true);
    const first = await mailedToken(email);
    expect(first).toHaveLength(43);
    const [row] = await database()
      .db.select()
      .from(subcontractors)
      .where(eq(subcontractors.email, email));
    expect(row?.tokenHash).toBe(createHash("sha256").update(first).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(first);
    expect((await subcontractorByToken(database().db, first))?.company).toBe("Links Co");

    // Renewed by the invited address (any case); the old link stops working.
    expect(await renewLinks(context, "LINKS@example.com")).toBe(1);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect(await subcontractorByToken(database().db, first)).toBeNull();
    expect(await subcontractorByToken(database().db, second)).not.toBeNull();
    expect(await renewLinks(context, "nobody@example.com")).toBe(0);

    await revokeLink(database().db, actor, row?.id ?? "");
    expect(await subcontractorByToken(database().db, second)).toBeNull();
    expect(await subcontractorByToken(database().db, "short")).toBeNull();
  });
});
