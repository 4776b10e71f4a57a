import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CERTIFICATE_KIND, CERTIFICATE_OWNER } from "~/company/credentials/certificate.server";
import { storedFiles } from "~/files/files.schema";
import { saveFile } from "~/files/store.server";
import { tinyPdf } from "~/files/test-files";
import { outbox } from "~/mail/mail.schema";
import { loader as outboxLoader } from "~/mail/routes/admin-outbox";
import { useTestDatabase } from "../../../tests/support/database";
import { insertLeads, signInAdmin } from "../../../tests/support/leads";
import { pageRequest, routeArgs, settle } from "../../../tests/support/requests";
import { leadNumbers } from "../dashboard/numbers.server";
import { leadEvents, leads } from "../leads.schema";
import { action as leadAction, loader as leadLoader } from "../routes/admin-lead";
import { action as boardAction, loader as boardLoader } from "../routes/admin-leads-board";
import { NO_CERTIFICATE } from "./lead-page.server";

/** A certificate-of-insurance request's own stages, and the reply that sends the certificate. */

const database = useTestDatabase();
let admin = "";

beforeAll(async () => {
  admin = await signInAdmin(database());
});

beforeEach(async () => {
  await database().db.delete(leads);
  await database().db.delete(outbox);
  await database().db.delete(storedFiles);
});

function post(leadId: string, form: Record<string, string>) {
  const request = pageRequest(`/admin/leads/${leadId}`, { cookie: admin, form });
  return settle(() => leadAction(routeArgs(request, database(), { leadId }) as never));
}

async function leadPage(leadId: string) {
  const request = pageRequest(`/admin/leads/${leadId}`, { cookie: admin });
  const result = await settle(() =>
    leadLoader(routeArgs(request, database(), { leadId }) as never),
  );
  return result.body as Awaited<ReturnType<typeof leadLoader>>;
}

async function board(search = "") {
  const request = pageRequest(`/admin/leads/board${search}`, { cookie: admin });
  const result = await settle(() => boardLoader(routeArgs(request, database()) as never));
  return result.body as Awaited<ReturnType<typeof boardLoader>>;
}

async function stageOf(leadId: string) {
  const [lead] = await database().db.select().from(leads).where(eq(leads.id, leadId));
  return lead?.status;
}

/** The company's certificate of insurance, stored as an upload stores it. */
function storeCertificate(name = "certificate-of-insurance.pdf") {
  const bytes = Buffer.from(tinyPdf(name));
  return saveFile(
    database().db,
    {
      kind: CERTIFICATE_KIND,
      name,
      type: "application/pdf",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    },
    CERTIFICATE_OWNER,
    null,
  );
}

const coiLead = () =>
  insertLeads(database(), [{ kind: "coi", source: "Certificate request", details: {} }]);

describe("a certificate request's stages", () => {
  it("moves through New, Sent and Closed, shown on its page", async () => {
    const [lead] = await coiLead();
    expect((await leadPage(lead!.id)).pipeline.stages).toEqual(["new", "sent", "closed"]);
    expect((await post(lead!.id, { intent: "status", status: "sent" })).status).toBe(200);
    expect(await stageOf(lead!.id)).toBe("sent");
    expect((await post(lead!.id, { intent: "status", status: "closed" })).status).toBe(200);
    expect(await stageOf(lead!.id)).toBe("closed");
  });

  it("refuses a sales stage for a certificate request, and a request's stage for a sale", async () => {
    const [coi, sale] = await insertLeads(database(), [
      { kind: "coi", source: "Certificate request" },
      { kind: "contact" },
    ]);
    const wrong = await post(coi!.id, { intent: "status", status: "quote_sent" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      ok: false,
      errors: { status: "This lead's stages are New, Sent, Closed: choose one of them." },
    });
    expect((await post(sale!.id, { intent: "status", status: "sent" })).status).toBe(400);
    expect(await stageOf(coi!.id)).toBe("new");
    expect(await stageOf(sale!.id)).toBe("new");
    expect((await leadPage(sale!.id)).pipeline.stages).toContain("quote_sent");
  });

  it("has a board of its own: the sales board leaves certificate requests out", async () => {
    const [coi, sale] = await insertLeads(database(), [
      { kind: "coi", name: "Gail Requester", source: "Certificate request" },
      { kind: "contact", name: "Sam Seller" },
    ]);
    const sales = await board();
    expect(sales.columns.map((column) => column.status)).toEqual([
      "new",
      "contacted",
      "qualified",
      "quote_sent",
      "won",
      "lost",
    ]);
    const salesNew = sales.columns.find((column) => column.status === "new")!;
    expect(salesNew.cards.map((card) => card.id)).toEqual([sale!.id]);
    expect(salesNew.total).toBe(1);

    const requests = await board("?pipeline=coi");
    expect(requests.pipeline).toBe("coi");
    expect(requests.columns.map((column) => column.status)).toEqual(["new", "sent", "closed"]);
    expect(requests.columns[0]!.cards.map((card) => card.id)).toEqual([coi!.id]);
    expect(requests.columns[0]!.total).toBe(1);

    // A card moved on its board.
    const form = { intent: "status", leadId: coi!.id, status: "sent" };
    const request = pageRequest("/admin/leads/board?pipeline=coi", { cookie: admin, form });
    const moved = await settle(() => boardAction(routeArgs(request, database()) as never));
    expect(moved.body).toMatchObject({ ok: true, message: "Gail Requester moved to Sent." });
    const after = await board("?pipeline=coi");
    expect(after.columns[1]!.cards.map((card) => card.id)).toEqual([coi!.id]);
  });

  it("leaves closed requests out of conversion, which counts sales won or lost", async () => {
    await insertLeads(database(), [
      { kind: "coi", source: "Certificate request", status: "closed" },
      { kind: "contact", status: "won" },
      { kind: "contact", status: "lost", lostReason: "price" },
    ]);
    const { byKind } = await leadNumbers(database().db, { now: new Date(), timeZone: "UTC" });
    expect(byKind).toEqual([{ key: "contact", won: 1, closed: 2 }]);
  });
});

describe("the reply that attaches the certificate of insurance", () => {
  const reply = { intent: "reply", subject: "Your certificate", body: "Attached, as asked." };

  it("attaches the current certificate and moves the request to Sent", async () => {
    await storeCertificate("coi-2025.pdf");
    const current = await storeCertificate("coi-2026.pdf");
    const [lead] = await coiLead();
    const shown = (await leadPage(lead!.id)).pipeline.reply.certificate;
    expect(shown).toMatchObject({ name: "coi-2026.pdf", attachFirst: true });

    const sent = await post(lead!.id, { ...reply, attachCertificate: "yes" });
    expect(sent.body).toMatchObject({
      ok: true,
      message: `Reply queued for ${lead!.email}, with coi-2026.pdf.`,
    });
    const [mail] = await database().db.select().from(outbox);
    expect(mail!.attachments).toEqual([{ fileId: current.id, name: "coi-2026.pdf" }]);
    expect(await stageOf(lead!.id)).toBe("sent");
    const events = await database()
      .db.select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead!.id));
    expect(events.find((event) => event.kind === "email_sent")?.details.attachments).toEqual([
      "coi-2026.pdf",
    ]);
    // The outbox page names what the message carries.
    const outboxPage = await settle(() =>
      outboxLoader(routeArgs(pageRequest("/admin/outbox", { cookie: admin }), database()) as never),
    );
    const listed = (outboxPage.body as Awaited<ReturnType<typeof outboxLoader>>).messages;
    expect(listed[0]?.attachments).toEqual(["coi-2026.pdf"]);
    const timeline = (await leadPage(lead!.id)).pipeline.timeline;
    expect(timeline.find((entry) => entry.kind === "email_sent")?.body).toContain(
      "Attached: coi-2026.pdf",
    );
  });

  it("keeps a request New when its reply does not carry the certificate", async () => {
    await storeCertificate();
    const [lead] = await coiLead();
    expect((await post(lead!.id, reply)).status).toBe(200);
    const [mail] = await database().db.select().from(outbox);
    expect(mail!.attachments).toEqual([]);
    expect(await stageOf(lead!.id)).toBe("new");
  });

  it("refuses to attach a certificate when none is on file, keeping what was typed", async () => {
    const [lead] = await coiLead();
    expect((await leadPage(lead!.id)).pipeline.reply.certificate).toBeNull();
    const refused = await post(lead!.id, { ...reply, attachCertificate: "yes" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      errors: { attachCertificate: NO_CERTIFICATE },
      values: { subject: "Your certificate", body: "Attached, as asked." },
    });
    expect(await database().db.select().from(outbox)).toEqual([]);
  });
});
