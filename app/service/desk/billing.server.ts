import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { checkFields, type FormFields, readTextFields } from "~/forms/form.server";
import type { FormResult } from "~/forms/result";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { enqueueMails } from "~/mail/outbox.server";
import { tellServiceChannel } from "~/service/servicechannel/outbound.server";
import { localeFormat } from "~/site/locale-format";
import { siteOrigin } from "~/site/seo.server";
import { nteRaiseMail } from "../client-view/client-mail.server";
import { contactLinkFor } from "../clients/contact-links.server";
import { workOrderNumber } from "../service";
import {
  serviceContactSites,
  serviceContacts,
  serviceSites,
  type WorkOrderRow,
  workOrderEvents,
  workOrderInvoices,
  workOrderNteRaises,
  workOrders,
} from "../service.schema";
import { invoiceSchema, nteRaiseSchema } from "../service.validation";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/**
 * The money of a work order (docs/service-desk.md#nte-raises-and-invoices): the office asks the
 * client to raise the not-to-exceed, records the invoice of a completed work order (never above
 * the NTE unless an approved raise covers it) and marks it paid. Each is on the timeline and in
 * the audit log, in one transaction with its status change and e-mails.
 */

type StaffActor = AuditActor & { id: string; name: string };
type BillingDeps = Pick<AppLoadContext, "database" | "config" | "secrets" | "company">;

async function lockedOrder(tx: DbOrTx, id: string): Promise<WorkOrderRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [order] = await tx.select().from(workOrders).where(eq(workOrders.id, id)).for("update");
  return order;
}

/** The contacts who may see a work order: the client's, for all sites or that site. */
function contactsOfSite(tx: DbOrTx, order: Pick<WorkOrderRow, "clientId" | "siteId">) {
  return tx
    .select()
    .from(serviceContacts)
    .where(
      and(
        eq(serviceContacts.clientId, order.clientId),
        or(
          eq(serviceContacts.allSites, true),
          inArray(
            serviceContacts.id,
            tx
              .select({ id: serviceContactSites.contactId })
              .from(serviceContactSites)
              .where(eq(serviceContactSites.siteId, order.siteId)),
          ),
        ),
      ),
    );
}

/**
 * Asks the client to raise the NTE to `amountCents`: the raise waits for a contact's answer, each
 * contact who may see the work order is e-mailed with their link. "missing": no such work order;
 * "pending": a raise already waits for an answer.
 */
export async function requestNteRaise(
  deps: BillingDeps,
  actor: StaffActor,
  workOrderId: string,
  { amountCents, reason }: { amountCents: number; reason: string },
  now = new Date(),
): Promise<"done" | "missing" | "pending"> {
  return deps.database.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, workOrderId);
    if (!order) return "missing";
    const [waiting] = await tx
      .select({ id: workOrderNteRaises.id })
      .from(workOrderNteRaises)
      .where(
        and(eq(workOrderNteRaises.workOrderId, order.id), eq(workOrderNteRaises.state, "pending")),
      );
    if (waiting) return "pending";
    const [raise] = await tx
      .insert(workOrderNteRaises)
      .values({
        workOrderId: order.id,
        amountCents,
        reason,
        requestedBy: actor.id,
        requestedAt: now,
      })
      .returning();
    const number = workOrderNumber(order.number);
    await tx.insert(workOrderEvents).values({
      workOrderId: order.id,
      kind: "nte-raise",
      actorId: actor.id,
      actorName: actor.name,
      at: now,
      details: { amountCents: String(amountCents), reason },
    });
    await recordAudit(tx, actor, "service.nte-raise.request", raise!.id, {
      number,
      amountCents,
    });
    const [site] = await tx.select().from(serviceSites).where(eq(serviceSites.id, order.siteId));
    const facts = deps.company.facts();
    const mails = [];
    for (const contact of await contactsOfSite(tx, order)) {
      const sent = await contactLinkFor(tx, deps, contact, { now });
      mails.push(
        nteRaiseMail(
          facts,
          siteOrigin(deps),
          contact,
          {
            number,
            site: `${site?.siteNumber ?? ""} · ${site?.name ?? ""}`,
            currentCents: order.nteCents,
            amountCents,
            reason,
          },
          sent,
        ),
      );
    }
    await enqueueMails(tx, mails);
    return "done";
  });
}

type InvoiceOutcome = "done" | "missing" | "not-completed" | "above-nte";

/**
 * Records the invoice of a Completed work order and sets it Invoiced. Refused above the NTE
 * ("above-nte"): the NTE an approved raise set is the work order's NTE, so an approved raise
 * that covers the amount lets it through.
 */
export async function recordInvoice(
  db: Database,
  actor: StaffActor,
  workOrderId: string,
  invoice: { number: string; issuedOn: string; amountCents: number },
  now = new Date(),
): Promise<InvoiceOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, workOrderId);
    if (!order) return "missing";
    if (order.status !== "completed") return "not-completed";
    if (order.nteCents !== null && invoice.amountCents > order.nteCents) return "above-nte";
    await tx
      .insert(workOrderInvoices)
      .values({ workOrderId: order.id, ...invoice, recordedAt: now });
    await tx.update(workOrders).set({ status: "invoiced" }).where(eq(workOrders.id, order.id));
    await tx.insert(workOrderEvents).values([
      {
        workOrderId: order.id,
        kind: "status",
        actorId: actor.id,
        actorName: actor.name,
        at: now,
        details: { from: order.status, to: "invoiced" },
      },
      {
        workOrderId: order.id,
        kind: "invoice",
        actorId: actor.id,
        actorName: actor.name,
        at: now,
        details: { number: invoice.number, amountCents: String(invoice.amountCents) },
      },
    ]);
    await recordAudit(tx, actor, "service.invoice.record", order.id, {
      number: workOrderNumber(order.number),
      invoice: invoice.number,
      amountCents: invoice.amountCents,
    });
    await tellServiceChannel(tx, order, { kind: "invoice", ...invoice }, now);
    return "done";
  });
}

/** Marks an Invoiced work order's invoice paid. False: no unpaid invoice on an Invoiced work order. */
export async function markInvoicePaid(
  db: Database,
  actor: StaffActor,
  workOrderId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, workOrderId);
    if (order?.status !== "invoiced") return false;
    const [paid] = await tx
      .update(workOrderInvoices)
      .set({ paidAt: now })
      .where(and(eq(workOrderInvoices.workOrderId, order.id), isNull(workOrderInvoices.paidAt)))
      .returning();
    if (!paid) return false;
    await tx.insert(workOrderEvents).values({
      workOrderId: order.id,
      kind: "paid",
      actorId: actor.id,
      actorName: actor.name,
      at: now,
      details: { number: paid.number },
    });
    await recordAudit(tx, actor, "service.invoice.paid", order.id, {
      number: workOrderNumber(order.number),
      invoice: paid.number,
    });
    return true;
  });
}

interface OfficeAnswer {
  status: number;
  result: FormResult;
}

const dollars = (cents: number | null) =>
  cents === null ? t("adminService.billing.none") : localeFormat("en").dollars(cents / 100);

/**
 * The office's money forms on a work order's page (`intent`: raise, invoice, paid), each checked
 * and answered in English (an admin screen), what was typed kept on a refusal.
 */
export async function answerBillingPost(
  deps: BillingDeps,
  actor: StaffActor,
  workOrderId: string,
  intent: "raise" | "invoice" | "paid",
  form: FormFields,
): Promise<OfficeAnswer> {
  const ok = (message: string) => ({ status: 200, result: { ok: true as const, message } });
  const refused = (status: number, message: string, values: Record<string, string> = {}) => ({
    status,
    result: { ok: false as const, message, errors: {}, values },
  });
  const db = deps.database.db;
  if (intent === "raise") {
    const checked = checkFields(nteRaiseSchema, readTextFields(form, ["amount", "reason"]));
    if (!checked.ok) {
      return {
        status: 400,
        result: {
          ok: false,
          errors: translateMessages("en", checked.errors),
          values: checked.values,
        },
      };
    }
    const outcome = await requestNteRaise(deps, actor, workOrderId, {
      amountCents: checked.data.amount!,
      reason: checked.data.reason,
    });
    if (outcome === "missing") return refused(404, t("adminService.desk.order.notFound"));
    if (outcome === "pending")
      return refused(409, t("adminService.billing.raisePending"), checked.values);
    return ok(t("adminService.billing.raised"));
  }
  if (intent === "invoice") {
    const values = readTextFields(form, ["number", "issuedOn", "amount"]);
    const checked = checkFields(invoiceSchema, values);
    if (!checked.ok) {
      return {
        status: 400,
        result: { ok: false, errors: translateMessages("en", checked.errors), values },
      };
    }
    const outcome = await recordInvoice(db, actor, workOrderId, {
      number: checked.data.number,
      issuedOn: checked.data.issuedOn,
      amountCents: checked.data.amount!,
    });
    if (outcome === "missing") return refused(404, t("adminService.desk.order.notFound"));
    if (outcome === "not-completed")
      return refused(409, t("adminService.billing.notCompleted"), values);
    if (outcome === "above-nte") {
      const [order] = await db
        .select({ nteCents: workOrders.nteCents })
        .from(workOrders)
        .where(eq(workOrders.id, workOrderId));
      return {
        status: 400,
        result: {
          ok: false,
          errors: {
            amount: t("adminService.billing.aboveNte", { nte: dollars(order?.nteCents ?? null) }),
          },
          values,
        },
      };
    }
    return ok(t("adminService.billing.invoiced"));
  }
  return (await markInvoicePaid(db, actor, workOrderId))
    ? ok(t("adminService.billing.paid"))
    : refused(409, t("adminService.billing.notPaid"));
}

/** A work order's raises (newest first) and its invoice, for the office's page. */
export async function billingOf(db: DbOrTx, workOrderId: string) {
  const [raises, [invoice]] = await Promise.all([
    db
      .select()
      .from(workOrderNteRaises)
      .where(eq(workOrderNteRaises.workOrderId, workOrderId))
      .orderBy(desc(workOrderNteRaises.requestedAt)),
    db.select().from(workOrderInvoices).where(eq(workOrderInvoices.workOrderId, workOrderId)),
  ]);
  return { raises, invoice: invoice ?? null };
}
