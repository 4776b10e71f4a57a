import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { emailSchema } from "~/forms/email";
import {
  answerAccepted,
  answerRefused,
  checkFields,
  type FormAnswer,
  readTextFields,
} from "~/forms/form.server";
import { answerLostLink, type LostLinkPortal } from "~/forms/lost-link.server";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { type Lang, langOfPath } from "~/i18n/languages";
import { enqueueMails } from "~/mail/outbox.server";
import { localeFormat } from "~/site/locale-format";
import {
  contactLinkFor,
  contactsByEmail,
  type OpenedContactLink,
  openContactLink,
} from "../clients/contact-links.server";
import { type WorkOrderStatus, workOrderNumber } from "../service";
import { noteSchema, repeatRequestSchema } from "../service.validation";
import { hasReport } from "../technician/service-report.server";
import { contactLinkMail } from "./client-mail.server";
import {
  addClientNote,
  answerNteRaise,
  clientTimeline,
  clientWorkOrder,
  clientWorkOrders,
  contactSites,
  firstName,
  photosOf,
  raisesOf,
} from "./client-view.server";
import { dueText } from "./request-mail.server";
import { placeWorkOrder, REQUEST_FIELDS } from "./requests.server";

/**
 * The pages behind a contact's link (docs/service-desk.md#the-clients-view): what each shows and
 * what each form answers. The link is the key: the pages are never cached, indexed or named to
 * another site.
 */
export const CLIENT_HEADERS = {
  "Cache-Control": PRIVATE_ANSWER,
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";
const langOf = (request: Request): Lang => langOfPath(new URL(request.url).pathname);

/** The link a request carries, opened; null when it opens nothing. */
export function openedBy(context: AppLoadContext, request: Request) {
  return openContactLink(context.database.db, tokenOf(request));
}

/** A form body as read, or null when it cannot be read (a 400 for its caller). */
async function formBody(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

const money = (lang: Lang, cents: number | null, none: string) =>
  cents === null ? none : localeFormat(lang).dollars(cents / 100);

/** The contact's list: their work orders, newest first, each with its due times and money. */
export async function clientListView(context: AppLoadContext, request: Request) {
  const opened = await openedBy(context, request);
  if (!opened) return null;
  const lang = langOf(request);
  const { t } = serverTranslator(lang);
  const page = listPageOf(request);
  const { rows, hasOlder } = await clientWorkOrders(context.database.db, opened.contact, page);
  return {
    page,
    // The last page the list goes back to offers no older one.
    hasOlder: hasOlder && page < LAST_LIST_PAGE,
    client: opened.client.name,
    name: opened.contact.name,
    token: tokenOf(request),
    orders: rows.map(({ order, site, invoice }) => ({
      number: workOrderNumber(order.number),
      sequence: order.number,
      status: order.status,
      statusText: statusLabel(lang, order.status),
      site: `${site.siteNumber} · ${site.name}`,
      po: order.poNumber || (order.poMissing ? t("service.client.poMissing") : ""),
      poMissing: order.poMissing && !order.poNumber,
      nte: money(lang, order.nteCents, t("service.client.none")),
      priority: order.priority,
      due: dueTimesOf(order, site.timeZone, lang),
      invoice: invoice ? invoiceText(lang, invoice) : null,
    })),
  };
}

/** The most pages the list goes back: 500 pages of 50 work orders. */
const LAST_LIST_PAGE = 500;

/**
 * The page of the list an address asks for (`?page=2`); the first when it names none or none
 * that can be (a link typed wrong shows the newest work orders, not an error).
 */
function listPageOf(request: Request): number {
  const asked = z.coerce
    .number()
    .int()
    .min(1)
    .max(LAST_LIST_PAGE)
    .safeParse(new URL(request.url).searchParams.get("page") ?? undefined);
  return asked.success ? asked.data : 1;
}

function dueTimesOf(
  order: { respondBy: Date; onSiteBy: Date; completeBy: Date },
  zone: string,
  lang: Lang,
) {
  return {
    respondBy: dueText(order.respondBy, zone, lang),
    onSiteBy: dueText(order.onSiteBy, zone, lang),
    completeBy: dueText(order.completeBy, zone, lang),
  };
}

function invoiceText(
  lang: Lang,
  invoice: { number: string; issuedOn: string; amountCents: number; paidAt: Date | null },
) {
  const { t } = serverTranslator(lang);
  const amount = localeFormat(lang).dollars(invoice.amountCents / 100);
  return {
    paid: invoice.paidAt !== null,
    summary: t(invoice.paidAt ? "service.client.paid" : "service.client.invoiced", { amount }),
    text: t("service.client.invoiceText", {
      number: invoice.number,
      date: localeFormat(lang).date(new Date(`${invoice.issuedOn}T12:00:00Z`), "UTC"),
      amount,
    }),
  };
}

const EVENT_KEYS = {
  assigned: "service.client.event.assigned",
  "check-in": "service.client.event.checkIn",
  "check-out": "service.client.event.checkOut",
  photo: "service.client.event.photo",
  paid: "service.client.event.paid",
} as const;

/** One timeline entry as the client reads it: what happened, not the office's details. */
function eventText(
  lang: Lang,
  event: { kind: string; actorName: string | null; details: Record<string, string> },
): { text: string; note: string } {
  const { t } = serverTranslator(lang);
  const name = event.actorName ?? "";
  const amount = money(lang, Number(event.details.amountCents ?? 0), "");
  switch (event.kind) {
    case "created":
      return {
        text: t("service.client.event.created", { name, number: event.details.number ?? "" }),
        note: "",
      };
    case "status":
      return {
        text: t("service.client.event.status", {
          status: statusLabel(lang, event.details.to ?? ""),
        }),
        note: "",
      };
    case "note":
      return { text: t("service.client.event.note", { name }), note: event.details.text ?? "" };
    case "nte-raise":
      return { text: t("service.client.event.nteRaise", { amount }), note: "" };
    case "nte-answer":
      return {
        text: t(
          event.details.answer === "approved"
            ? "service.client.event.nteApproved"
            : "service.client.event.nteDeclined",
          { name, amount },
        ),
        note: "",
      };
    case "invoice":
      return {
        text: t("service.client.event.invoice", { number: event.details.number ?? "", amount }),
        note: "",
      };
    default:
      return {
        text: t(EVENT_KEYS[event.kind as keyof typeof EVENT_KEYS] ?? "service.client.event.photo"),
        note: "",
      };
  }
}

function statusLabel(lang: Lang, status: string): string {
  const { t } = serverTranslator(lang);
  const known: Record<WorkOrderStatus, string> = {
    open: t("service.client.status.open"),
    dispatched: t("service.client.status.dispatched"),
    "on-site": t("service.client.status.on-site"),
    "on-hold": t("service.client.status.on-hold"),
    completed: t("service.client.status.completed"),
    invoiced: t("service.client.status.invoiced"),
    closed: t("service.client.status.closed"),
    cancelled: t("service.client.status.cancelled"),
  };
  return known[status as WorkOrderStatus] ?? status;
}

/** One work order behind the link; null when the link opens nothing or the order is not theirs. */
export async function clientOrderView(context: AppLoadContext, request: Request) {
  const opened = await openedBy(context, request);
  if (!opened) return null;
  const number = new URL(request.url).searchParams.get("number") ?? "";
  const db = context.database.db;
  const found = await clientWorkOrder(db, opened.contact, number);
  if (!found) return null;
  const lang = langOf(request);
  const { t } = serverTranslator(lang);
  const { order, site, invoice } = found;
  const zone = site.timeZone;
  const none = t("service.client.none");
  const when = (instant: Date | null) => (instant ? dueText(instant, zone, lang) : "");
  const [events, photos, raises] = await Promise.all([
    clientTimeline(db, order.id),
    photosOf(db, order.id),
    raisesOf(db, order.id),
  ]);
  const finished = hasReport(order.status);
  return {
    token: tokenOf(request),
    client: opened.client.name,
    number: workOrderNumber(order.number),
    sequence: order.number,
    status: order.status,
    statusText: statusLabel(lang, order.status),
    site: `${site.siteNumber} · ${site.name} · ${site.address}`,
    details: [
      { label: t("service.client.priority"), value: order.priority },
      {
        label: t("service.client.po"),
        value: order.poNumber || (order.poMissing ? t("service.client.poMissing") : none),
      },
      { label: t("service.client.nte"), value: money(lang, order.nteCents, none) },
      { label: t("service.client.trade"), value: order.trade },
      { label: t("service.client.description"), value: order.description },
    ],
    due: dueTimesOf(order, zone, lang),
    visit: [
      { label: t("service.client.scheduled"), value: when(order.scheduledFor) },
      { label: t("service.client.technician"), value: firstName(found.technicianName) },
      { label: t("service.client.checkIn"), value: when(order.checkedInAt) },
      { label: t("service.client.checkOut"), value: when(order.checkedOutAt) },
      ...(finished
        ? [
            { label: t("service.client.workDone"), value: order.workDone },
            { label: t("service.client.parts"), value: order.partsUsed },
            {
              label: t("service.client.signoff"),
              value: [order.signoffName, order.signoffTitle].filter(Boolean).join(", "),
            },
          ]
        : []),
    ].filter((row) => row.value !== ""),
    report: finished,
    photos: photos.map((photo) => photo.id),
    raises: raises.map((raise) => ({
      id: raise.id,
      pending: raise.state === "pending",
      ask: t("service.client.raiseAsk", {
        current: money(lang, order.nteCents, none),
        amount: money(lang, raise.amountCents, none),
      }),
      amount: money(lang, raise.amountCents, none),
      reason: t("service.client.raiseReason", { reason: raise.reason }),
      answer:
        raise.state === "pending"
          ? ""
          : t(
              raise.state === "approved"
                ? "service.client.raiseApprovedBy"
                : "service.client.raiseDeclinedBy",
              { name: raise.answeredBy ?? "", amount: money(lang, raise.amountCents, none) },
            ),
    })),
    invoice: invoice ? invoiceText(lang, invoice) : null,
    events: events.map((event) => ({
      id: event.id,
      at: `${localeFormat(lang).dateTime(event.at, zone)} (${zone})`,
      ...eventText(lang, event),
    })),
  };
}

/** The work order page's forms: a note, or the answer to an NTE raise. */
export async function answerClientOrderPost(
  context: AppLoadContext,
  request: Request,
): Promise<FormAnswer & { intent: string }> {
  const lang = langOf(request);
  const { t } = serverTranslator(lang);
  const opened = await openedBy(context, request);
  const number = new URL(request.url).searchParams.get("number") ?? "";
  const form = await formBody(request);
  if (!form) return { intent: "", ...answerRefused(400, { message: t("service.error.required") }) };
  const intent = readTextFields(form, ["intent"]).intent;
  const notFound = { intent, ...answerRefused(404, { message: t("service.client.notFound") }) };
  if (!opened) return notFound;
  const db = context.database.db;
  if (intent === "note") {
    const checked = checkFields(noteSchema, readTextFields(form, ["note"]));
    if (!checked.ok) {
      return {
        intent,
        ...answerRefused(400, {
          errors: translateMessages(lang, checked.errors),
          values: checked.values,
        }),
      };
    }
    const added = await addClientNote(db, opened.contact, number, checked.data.note);
    return added ? { intent, ...answerAccepted(t("service.client.noteAdded")) } : notFound;
  }
  if (intent === "approve" || intent === "decline") {
    const raiseId = readTextFields(form, ["raise"]).raise;
    const answer = intent === "approve" ? "approved" : "declined";
    const outcome = await answerNteRaise(db, opened.contact, number, raiseId, answer);
    if (outcome === "missing") return notFound;
    if (outcome === "answered") {
      return { intent, ...answerRefused(409, { message: t("service.client.raiseAnswered") }) };
    }
    const found = await clientWorkOrder(db, opened.contact, number);
    const amount = money(lang, found?.order.nteCents ?? null, "");
    return {
      intent,
      ...answerAccepted(
        t(answer === "approved" ? "service.client.approved" : "service.client.declined", {
          amount,
        }),
      ),
    };
  }
  return notFound;
}

/** The client's view's "Lost your link?": each contact of that address gets their own link. */
const CLIENT_VIEW_PORTAL: LostLinkPortal = {
  limitName: "service-link",
  schema: z.object({
    email: emailSchema({
      required: "service.error.required",
      tooLong: "service.error.tooLong",
      invalid: "service.error.emailInvalid",
    }),
  }),
  texts: {
    sent: "service.client.lostSent",
    tooMany: "service.client.lostTooMany",
    malformed: "service.error.required",
  },
  send: sendContactLinks,
};

/** "Lost your link?": the same answer whether the address is a contact's or not. */
export function answerLostContactLink(
  context: AppLoadContext,
  request: Request,
): Promise<FormAnswer> {
  return answerLostLink(CLIENT_VIEW_PORTAL, context, request, langOf(request));
}

async function sendContactLinks(context: AppLoadContext, email: string) {
  await context.database.db.transaction(async (tx) => {
    const facts = context.company.facts();
    for (const contact of await contactsByEmail(tx, email)) {
      const link = await contactLinkFor(tx, context, contact, { afterRevoke: true });
      if (link) await enqueueMails(tx, [contactLinkMail(facts, contact, link)]);
    }
  });
}

/** The "request service again" page: the contact's sites (filtered by `store`) and their details. */
export async function clientRequestView(context: AppLoadContext, request: Request) {
  const opened = await openedBy(context, request);
  if (!opened) return null;
  const search = (new URL(request.url).searchParams.get("store") ?? "").slice(0, 40);
  const sites = await contactSites(context.database.db, opened.contact, search);
  return {
    token: tokenOf(request),
    client: opened.client.name,
    search,
    sites: sites.map((site) => ({
      id: site.id,
      label: `${site.siteNumber} · ${site.name} · ${site.address}`,
    })),
    contact: {
      name: opened.contact.name,
      email: opened.contact.email,
      phone: opened.contact.phone,
      company: opened.client.name,
    },
  };
}

/** The public form's fields, the site chosen from the contact's list instead of typed. */
const REPEAT_FIELDS = ["siteId", ...REQUEST_FIELDS.filter((name) => name !== "site")] as const;

/**
 * A request sent again from the client's view: a work order at once for one of the contact's
 * sites, made as the public form makes a known contact's (`placeWorkOrder`).
 */
export async function answerRepeatRequest(
  context: AppLoadContext,
  request: Request,
  opened: OpenedContactLink,
  now = new Date(),
): Promise<FormAnswer> {
  const lang = langOf(request);
  const { t } = serverTranslator(lang);
  const form = await formBody(request);
  if (!form) return answerRefused(400, { message: t("service.error.required") });
  const values = readTextFields(form, REPEAT_FIELDS);
  const checked = checkFields(repeatRequestSchema, values);
  if (!checked.ok) {
    return answerRefused(400, { values, errors: translateMessages(lang, checked.errors) });
  }
  const { siteId, ...fields } = checked.data;
  const db = context.database.db;
  const site = (await contactSites(db, opened.contact)).find((row) => row.id === siteId);
  if (!site) {
    return answerRefused(400, {
      values,
      errors: { siteId: t("service.error.siteChoose") },
    });
  }
  const order = await db.transaction((tx) =>
    placeWorkOrder(tx, context, {
      matched: { client: opened.client, site, contact: opened.contact },
      request: { ...fields, site: site.siteNumber },
      now,
    }),
  );
  return answerAccepted(
    t("service.client.request.sent", { number: workOrderNumber(order.number) }),
  );
}
