import type { AppLoadContext } from "react-router";
import type { Viewer } from "~/auth/session.server";
import type { Database } from "~/db/client.server";
import { checkFields, readTextFields } from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { labelOf } from "~/i18n/translator";
import { jobsNow } from "~/jobs/clock.server";
import { failedMessagesView } from "~/service/servicechannel/desk-page.server";
import { localeFormat } from "~/site/locale-format";
import { wallClock } from "~/site/wall-clock";
import { dueText } from "../client-view/request-mail.server";
import { runningClock, timeLeftText } from "../clocks/clocks";
import {
  nextStatuses,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
  workOrderNumber,
} from "../service";
import type { WorkOrderRow } from "../service.schema";
import { dispatchSchema } from "../service.validation";
import { photosOf, workOrderFileUrl } from "../technician/field.server";
import { hasReport } from "../technician/service-report.server";
import {
  actorOf,
  dispatchWorkOrder,
  fieldTechnicians,
  isRefusal,
  type Refusal,
  type VisitAnswer,
} from "../technician/visit.server";
import { billingOf } from "./billing.server";
import { acknowledgeWorkOrder, changeStatus, workOrderDetails } from "./desk.server";
import { CHANNEL_FIELD_KEYS, CLOCK_KEYS, WORK_ORDER_STATUS_KEYS } from "./office-labels";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/**
 * The office's work-order page (docs/service-desk.md#the-desk): its running clock, the visit as
 * the office sees it, the money, and its forms: Acknowledge, the status, the dispatch (the
 * money's are billing.server.ts's).
 */

const isStatus = (value: unknown): value is WorkOrderStatus =>
  (WORK_ORDER_STATUSES as readonly unknown[]).includes(value);
const label = (status: string) => (isStatus(status) ? t(WORK_ORDER_STATUS_KEYS[status]) : status);

/** "2026-06-02T09:30": an instant on a zone's clock, as a datetime-local field shows it. */
function wallTimeValue(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

type Details = NonNullable<Awaited<ReturnType<typeof workOrderDetails>>>;
type OrderEvent = Details["events"][number];

/** Cents as the office reads them ("$1,250.00"), or "none". */
function money(cents: string | number | null | undefined): string {
  return cents === null || cents === undefined || cents === ""
    ? t("adminService.desk.order.none")
    : localeFormat("en").dollars(Number(cents) / 100);
}

/** A value ServiceChannel changed, as the office reads it: money, a time in the site's zone. */
function channelValue(change: string, raw: string | undefined, zone: string): string {
  if (!raw) return t("adminService.desk.order.none");
  if (change === "nte") return money(raw);
  if (change === "scheduled" || change === "expires") return dueText(new Date(raw), zone, "en");
  return raw;
}

/** One timeline entry in words. */
function eventText(event: OrderEvent, zone: string): string {
  const who = event.actorName ?? t("adminService.desk.order.site_");
  const details = event.details;
  switch (event.kind) {
    case "created":
      return t("adminService.desk.order.created", { name: who, number: details.number ?? "" });
    case "acknowledged":
      return t("adminService.desk.order.acknowledgedBy", { name: who });
    case "nte-raise":
      return t("adminService.billing.event.raise", {
        name: who,
        amount: money(details.amountCents),
      });
    case "nte-answer":
      return t("adminService.billing.event.answer", {
        name: who,
        answer: details.answer ?? "",
        amount: money(details.amountCents),
      });
    case "invoice":
      return t("adminService.billing.event.invoice", {
        name: who,
        number: details.number ?? "",
        amount: money(details.amountCents),
      });
    case "paid":
      return t("adminService.billing.event.paid", { name: who });
    case "assigned":
      return t("adminService.desk.order.assigned", {
        name: who,
        technician: details.technician ?? "",
        when: details.scheduledFor ? dueText(new Date(details.scheduledFor), zone, "en") : "",
      });
    case "check-in":
      return t("adminService.desk.order.checkIn", { name: who });
    case "check-out":
      return t("adminService.desk.order.checkOut", { name: who, signoff: details.signoff ?? "" });
    case "note":
      // ServiceChannel's changes of a field come as notes naming the change (its notes as `note`).
      if (details.change) {
        const value = (raw: string | undefined) => channelValue(details.change!, raw, zone);
        return t("adminService.desk.order.channelChange", {
          name: who,
          field: labelOf(t, CHANNEL_FIELD_KEYS, details.change),
          from: value(details.from),
          to: value(details.to),
        });
      }
      return t("adminService.desk.order.note", {
        name: who,
        note: details.text ?? details.note ?? "",
      });
    case "photo":
      return t("adminService.desk.order.photo", { name: who, count: Number(details.count ?? "1") });
    default:
      return t("adminService.desk.order.changed", {
        name: who,
        from: label(details.from ?? ""),
        to: label(details.to ?? ""),
      });
  }
}

/** The visit as the office reads it: who, when, what was done, the sign-off and the photos. */
async function visitView(
  context: AppLoadContext,
  order: WorkOrderRow,
  technicianName: string | null,
  zone: string,
) {
  const db = context.database.db;
  const when = (instant: Date | null) =>
    instant ? dueText(instant, zone, "en") : t("adminService.desk.visit.notYet");
  const photos = await photosOf(db, order.id);
  return {
    rows: [
      {
        label: t("adminService.desk.visit.technician"),
        value: technicianName ?? t("adminService.desk.visit.none"),
      },
      { label: t("adminService.desk.visit.scheduled"), value: when(order.scheduledFor) },
      { label: t("adminService.desk.visit.checkedIn"), value: when(order.checkedInAt) },
      { label: t("adminService.desk.visit.checkedOut"), value: when(order.checkedOutAt) },
      {
        label: t("adminService.desk.visit.workDone"),
        value: order.workDone || t("adminService.desk.visit.notYet"),
      },
      {
        label: t("adminService.desk.visit.parts"),
        value: order.partsUsed || t("adminService.desk.visit.notYet"),
      },
      {
        label: t("adminService.desk.visit.signoff"),
        value: order.signoffName
          ? `${order.signoffName}, ${order.signoffTitle}`
          : t("adminService.desk.visit.notYet"),
      },
    ],
    signature: order.signatureFileId ? workOrderFileUrl(order.id, order.signatureFileId) : null,
    photos: photos.map((photo, n) => ({
      id: photo.id,
      url: workOrderFileUrl(order.id, photo.fileId),
      caption: photo.caption || t("adminService.desk.visit.photoAlt", { n: n + 1 }),
    })),
  };
}

/** The page's data, or null when there is no such work order. */
export async function officeOrderPage(context: AppLoadContext, id: string) {
  const db = context.database.db;
  const found = await workOrderDetails(db, id);
  if (!found) return null;
  const { order, client, site, technicianName, events } = found;
  const zone = site.timeZone;
  // The jobs' time (the real one in production), so the page and the clocks' alerts agree.
  const now = jobsNow();
  const clock = runningClock(order);
  const { raises, invoice } = await billingOf(db, order.id);
  return {
    id: order.id,
    number: workOrderNumber(order.number),
    status: order.status,
    emergency: order.emergency,
    clock: clock && {
      name: labelOf(t, CLOCK_KEYS, clock.clock),
      timeLeft: timeLeftText(clock.due, now, serverTranslator("en")),
      overdue: clock.due <= now,
    },
    acknowledged: order.acknowledgedAt
      ? t("adminService.desk.order.acknowledgedAt", {
          at: localeFormat("en").dateTime(order.acknowledgedAt, zone),
        })
      : null,
    report: hasReport(order.status),
    raises: raises.map((raise) => ({
      id: raise.id,
      text: t("adminService.billing.raiseState", {
        state: raise.state,
        amount: money(raise.amountCents),
        by: raise.answeredBy ?? t("adminService.billing.byTheClient"),
      }),
      reason: raise.reason,
    })),
    invoice: invoice
      ? {
          text: t("adminService.billing.invoiceText", {
            number: invoice.number,
            date: invoice.issuedOn,
            amount: money(invoice.amountCents),
            paid: invoice.paidAt !== null ? "yes" : "no",
          }),
          paid: invoice.paidAt !== null,
        }
      : null,
    next: nextStatuses(order.status).map((status) => ({
      value: status,
      label: t(WORK_ORDER_STATUS_KEYS[status]),
    })),
    zone,
    due: {
      respondBy: dueText(order.respondBy, zone, "en"),
      onSiteBy: dueText(order.onSiteBy, zone, "en"),
      completeBy: dueText(order.completeBy, zone, "en"),
    },
    dispatch: {
      may: order.status === "open" || order.status === "on-hold" || order.status === "dispatched",
      again: order.status === "dispatched",
      technicians: (await fieldTechnicians(db)).map(({ id, name }) => ({ id, name })),
      technician: order.technicianId ?? "",
      scheduledFor: order.scheduledFor ? wallTimeValue(order.scheduledFor, zone) : "",
    },
    visit: await visitView(context, order, technicianName, zone),
    details: [
      { label: t("adminService.desk.order.client"), value: client.name },
      {
        label: t("adminService.desk.order.site"),
        value: `${site.siteNumber} · ${site.name} · ${site.address}`,
      },
      { label: t("adminService.desk.columns.priority"), value: order.priority },
      {
        label: t("adminService.desk.order.requester"),
        value: `${order.requesterName} · ${order.requesterEmail}${order.requesterPhone ? ` · ${order.requesterPhone}` : ""}`,
      },
      {
        label: t("adminService.desk.order.po"),
        value:
          order.poNumber ||
          (order.poMissing ? t("adminService.desk.poMissing") : t("adminService.desk.order.none")),
      },
      { label: t("adminService.desk.order.nte"), value: money(order.nteCents) },
      { label: t("adminService.desk.order.trade"), value: order.trade },
      { label: t("adminService.desk.order.description"), value: order.description },
      {
        label: t("adminService.desk.order.location"),
        value: order.location || t("adminService.desk.order.none"),
      },
      {
        label: t("adminService.desk.order.meet"),
        value: order.meetPerson || t("adminService.desk.order.none"),
      },
    ],
    ...(await timelineWithChannel(db, order, events, zone)),
  };
}

/**
 * The timeline in words, with the messages to ServiceChannel that failed for good at the time
 * they were queued (`failed`), and the work order's ServiceChannel number; channel is null for the
 * desk's own work orders.
 */
async function timelineWithChannel(
  db: AppLoadContext["database"]["db"],
  order: WorkOrderRow,
  events: Details["events"],
  zone: string,
) {
  const failed =
    order.servicechannelId === null
      ? []
      : await failedMessagesView(db, zone, order.servicechannelId);
  const entries = [
    ...events.map((event) => ({
      id: event.id,
      instant: event.at,
      text: eventText(event, zone),
      failed: null as string | null,
    })),
    ...failed.map((message) => ({
      id: `sc-${message.id}`,
      instant: message.createdAt,
      text: message.text,
      failed: message.id,
    })),
  ].sort((a, b) => a.instant.getTime() - b.instant.getTime());
  return {
    events: entries.map(({ instant, ...entry }) => ({
      ...entry,
      at: localeFormat("en").dateTime(instant, zone),
    })),
    channel:
      order.servicechannelId === null
        ? null
        : { number: order.servicechannelNumber, failed: failed.length },
  };
}

/** What a form of the page answered: which form, its message, the errors and what was typed. */
export type OrderAnswer = VisitAnswer<"status" | "dispatch" | "acknowledge">;

function refusalAnswer(form: OrderAnswer["form"], refusal: Refusal, wanted?: string): OrderAnswer {
  if (refusal.refused === "missing") {
    return { form, ok: false, message: t("adminService.desk.order.notFound"), status: 404 };
  }
  const from = t(WORK_ORDER_STATUS_KEYS[refusal.status]);
  const message =
    form === "dispatch"
      ? t("adminService.desk.dispatch.notNow", { status: from })
      : wanted === refusal.status
        ? t("adminService.desk.order.same")
        : nextStatuses(refusal.status).length === 0
          ? t("adminService.desk.order.noNext")
          : t("adminService.desk.order.notFollow", { from });
  return { form, ok: false, message, status: 409 };
}

/** The status form: a status the rule allows, or 400/404/409 with why. */
export async function answerStatus(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  form: FormData,
): Promise<OrderAnswer> {
  const status = form.get("status");
  if (!isStatus(status)) {
    return {
      form: "status",
      ok: false,
      message: t("adminService.desk.order.statusTitle"),
      status: 400,
    };
  }
  if (status === "dispatched" && !(await hasTechnician(context.database.db, id))) {
    return {
      form: "status",
      ok: false,
      message: t("adminService.desk.order.dispatchForm"),
      status: 409,
    };
  }
  const facts = context.company.facts();
  const changed = await changeStatus(
    context.database.db,
    facts,
    actorOf(viewer),
    id,
    status,
    jobsNow(),
  );
  if (isRefusal(changed)) return refusalAnswer("status", changed, status);
  return {
    form: "status",
    ok: true,
    message: t("adminService.desk.order.saved", { status: t(WORK_ORDER_STATUS_KEYS[status]) }),
    status: 200,
  };
}

/** Dispatched names a technician: without one, the dispatch form is the way (not the status list). */
async function hasTechnician(db: Database, id: string): Promise<boolean> {
  const found = await workOrderDetails(db, id);
  return !found || found.order.technicianId !== null;
}

/** The dispatch form: a technician and a time on the site's clock. */
export async function answerDispatch(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  form: FormData,
): Promise<OrderAnswer> {
  const db = context.database.db;
  const values = readTextFields(form, ["technician", "scheduledFor"] as const);
  const refused = (errors: Record<string, string>, status = 400): OrderAnswer => ({
    form: "dispatch",
    ok: false,
    message: "",
    errors,
    values,
    status,
  });
  const found = await workOrderDetails(db, id);
  if (!found)
    return {
      form: "dispatch",
      ok: false,
      message: t("adminService.desk.order.notFound"),
      status: 404,
    };
  const checked = checkFields(dispatchSchema, values);
  if (!checked.ok) return refused(translateMessages("en", checked.errors));
  const zone = found.site.timeZone;
  const scheduledFor = localeFormat("en").wallTimeInstant(checked.data.scheduledFor, zone);
  if (!scheduledFor) {
    return refused(translateMessages("en", { scheduledFor: "service.error.timeInvalid" }));
  }
  const dispatched = await dispatchWorkOrder(db, context.company.facts(), actorOf(viewer), id, {
    technicianId: checked.data.technician,
    scheduledFor,
  });
  if (dispatched === null)
    return refused({ technician: t("adminService.desk.dispatch.notTechnician") });
  if (isRefusal(dispatched)) return { ...refusalAnswer("dispatch", dispatched), values };
  const technician = (await fieldTechnicians(db)).find(
    (person) => person.id === checked.data.technician,
  );
  return {
    form: "dispatch",
    ok: true,
    message: t("adminService.desk.dispatch.done", {
      technician: technician?.name ?? "",
      when: dueText(scheduledFor, zone, "en"),
    }),
    status: 200,
  };
}

/** Acknowledge: who and when, once (docs/service-desk.md#clocks). */
export async function answerAcknowledge(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
): Promise<OrderAnswer> {
  const db = context.database.db;
  const acknowledged = await acknowledgeWorkOrder(db, actorOf(viewer), id, jobsNow());
  if (acknowledged === false) {
    return {
      form: "acknowledge",
      ok: false,
      message: t("adminService.desk.order.notFound"),
      status: 404,
    };
  }
  if (acknowledged === null) {
    return {
      form: "acknowledge",
      ok: false,
      message: t("adminService.desk.order.alreadyAcknowledged"),
      status: 409,
    };
  }
  return {
    form: "acknowledge",
    ok: true,
    message: t("adminService.desk.order.acknowledged"),
    status: 200,
  };
}
