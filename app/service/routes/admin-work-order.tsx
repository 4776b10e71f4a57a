import { data } from "react-router";
import { AdminShell } from "~/auth/AdminShell";
import { requirePermission } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { SelectField } from "~/forms/fields";
import { answerAccepted, answerRefused } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { jobsNow } from "~/jobs/clock.server";
import { localeFormat } from "~/site/locale-format";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import {
  billingTexts as billing,
  deskTexts as text,
  WORK_ORDER_STATUS_LABELS,
} from "../admin-texts";
import { answerBillingPost, billingOf } from "../billing.server";
import { runningClock, timeLeftText } from "../clocks";
import { BillingSections } from "../components/BillingSections";
import { StatusBadge } from "../components/StatusBadge";
import { TimeLeft } from "../components/TimeLeft";
import { acknowledgeWorkOrder, changeStatus, workOrderDetails } from "../desk.server";
import { dueText } from "../request-mail.server";
import { WORK_ORDER_STATUSES, type WorkOrderStatus, workOrderNumber } from "../service";
import { hasReport } from "../service-report.server";
import type { Route } from "./+types/admin-work-order";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(loaderData?.number ?? text.title, companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

const isStatus = (value: unknown): value is WorkOrderStatus =>
  (WORK_ORDER_STATUSES as readonly unknown[]).includes(value);

/** One work order: its details, its due times in the site's zone, its timeline, its status. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  const found = await workOrderDetails(context.database.db, params.workOrderId);
  if (!found) throw data(text.order.notFound, { status: 404 });
  const { order, client, site, events } = found;
  const zone = site.timeZone;
  const label = (status: string) => (isStatus(status) ? WORK_ORDER_STATUS_LABELS[status] : status);
  // The jobs' time (the real one in production), so the page and the clocks' alerts agree.
  const now = jobsNow();
  const clock = runningClock(order);
  const money = (cents: string | number | null | undefined) =>
    cents === null || cents === undefined || cents === ""
      ? text.order.none
      : localeFormat("en").dollars(Number(cents) / 100);
  const { raises, invoice } = await billingOf(context.database.db, order.id);
  return {
    id: order.id,
    report: hasReport(order.status),
    raises: raises.map((raise) => ({
      id: raise.id,
      text: billing.raiseState(raise.state, money(raise.amountCents), raise.answeredBy),
      reason: raise.reason,
    })),
    invoice: invoice
      ? {
          text: billing.invoiceText(
            invoice.number,
            invoice.issuedOn,
            money(invoice.amountCents),
            invoice.paidAt !== null,
          ),
          paid: invoice.paidAt !== null,
        }
      : null,
    number: workOrderNumber(order.number),
    status: order.status,
    emergency: order.emergency,
    clock: clock && {
      name: text.order.clocks[clock.clock],
      timeLeft: timeLeftText(clock.due, now, serverTranslator("en")),
      overdue: clock.due <= now,
    },
    acknowledged: order.acknowledgedAt
      ? text.order.acknowledgedAt(localeFormat("en").dateTime(order.acknowledgedAt, zone))
      : null,
    client: client.name,
    site: `${site.siteNumber} · ${site.name} · ${site.address}`,
    due: {
      respondBy: dueText(order.respondBy, zone, "en"),
      onSiteBy: dueText(order.onSiteBy, zone, "en"),
      completeBy: dueText(order.completeBy, zone, "en"),
    },
    details: [
      { label: text.order.client, value: client.name },
      { label: text.order.site, value: `${site.siteNumber} · ${site.name} · ${site.address}` },
      { label: text.columns.priority, value: order.priority },
      {
        label: text.order.requester,
        value: `${order.requesterName} · ${order.requesterEmail}${order.requesterPhone ? ` · ${order.requesterPhone}` : ""}`,
      },
      {
        label: text.order.po,
        value: order.poNumber || (order.poMissing ? text.poMissing : text.order.none),
      },
      {
        label: text.order.nte,
        value:
          order.nteCents === null
            ? text.order.none
            : localeFormat("en").dollars(order.nteCents / 100),
      },
      { label: text.order.trade, value: order.trade },
      { label: text.order.description, value: order.description },
      { label: text.order.location, value: order.location || text.order.none },
      { label: text.order.meet, value: order.meetPerson || text.order.none },
    ],
    events: events.map((event) => ({
      id: event.id,
      at: localeFormat("en").dateTime(event.at, zone),
      text: eventText(event, label, money),
    })),
  };
}

function eventText(
  event: { kind: string; actorName: string | null; details: Record<string, string> },
  label: (status: string) => string,
  money: (cents: string | undefined) => string,
): string {
  const name = event.actorName ?? text.order.site_;
  const details = event.details;
  switch (event.kind) {
    case "created":
      return text.order.created(name, details.number ?? "");
    case "acknowledged":
      return text.order.acknowledgedBy(name);
    case "status":
      return text.order.changed(name, label(details.from ?? ""), label(details.to ?? ""));
    case "note":
      return billing.event.note(name, details.text ?? "");
    case "nte-raise":
      return billing.event.raise(name, money(details.amountCents));
    case "nte-answer":
      return billing.event.answer(name, details.answer ?? "", money(details.amountCents));
    case "invoice":
      return billing.event.invoice(name, details.number ?? "", money(details.amountCents));
    case "paid":
      return billing.event.paid(name);
    default:
      return billing.event.other(name, event.kind);
  }
}

const BILLING_INTENTS = ["raise", "invoice", "paid"] as const;
type BillingIntent = (typeof BILLING_INTENTS)[number];
const isBillingIntent = (value: unknown): value is BillingIntent =>
  (BILLING_INTENTS as readonly unknown[]).includes(value);

/**
 * The page's forms, named by `intent`: Acknowledge (who and when; the response), the status (no
 * intent), an NTE raise, the invoice, paid. Each answers in view (docs/decisions/0076).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "service");
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  const actor = { id: viewer.id, email: viewer.email, name: viewer.name };
  const db = context.database.db;
  if (form?.get("intent") === "acknowledge") {
    const answer = (status: number, ok: boolean, message: string) =>
      answerTo(ACKNOWLEDGE_FORM, status, ok, message);
    const acknowledged = await acknowledgeWorkOrder(db, actor, params.workOrderId, jobsNow());
    if (acknowledged === false) return answer(404, false, text.order.notFound);
    if (acknowledged === null) return answer(409, false, text.order.alreadyAcknowledged);
    return answer(200, true, text.order.acknowledged);
  }
  const intent = form?.get("intent") ?? STATUS_FORM;
  if (form && isBillingIntent(intent)) {
    const answer = await answerBillingPost(context, actor, params.workOrderId, intent, form);
    return data({ ...answer.result, intent }, { status: answer.status });
  }
  const answer = (status: number, ok: boolean, message: string) =>
    answerTo(STATUS_FORM, status, ok, message);
  const status = form?.get("status");
  if (!isStatus(status)) return answer(400, false, text.order.statusTitle);
  const changed = await changeStatus(db, actor, params.workOrderId, status, jobsNow());
  if (changed === false) return answer(404, false, text.order.notFound);
  if (changed === null) return answer(409, false, text.order.same);
  return answer(200, true, text.order.saved(WORK_ORDER_STATUS_LABELS[status]));
}

/** A form's answer on this page, named by the form it answers (its banner shows it). */
function answerTo(intent: string, status: number, ok: boolean, message: string) {
  const { result } = ok ? answerAccepted(message) : answerRefused(status, { message });
  return data({ ...result, intent }, { status });
}

const STATUS_FORM = "status";
const ACKNOWLEDGE_FORM = "acknowledge";
const sectionClass = "mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

export default function AdminWorkOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { number, status, due, details, events, clock, acknowledged, emergency } = loaderData;
  const answerOf = (form: string) => (actionData?.intent === form ? actionData : undefined);
  return (
    <AdminShell
      title={number}
      titleAside={<StatusBadge status={status} />}
      back={{ to: "/admin/work-orders", label: text.order.back }}
    >
      <section
        aria-labelledby="due-title"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="due-title" className="text-xl font-bold text-navy-900">
          {text.order.due}
        </h2>
        <p className="mt-2 text-navy-900">
          {clock ? (
            <>
              {clock.name}: <TimeLeft text={clock.timeLeft} overdue={clock.overdue} />
            </>
          ) : (
            text.noClock
          )}
        </p>
        <dl className="mt-4 grid gap-4 md:grid-cols-3">
          {(["respondBy", "onSiteBy", "completeBy"] as const).map((clock) => (
            <div key={clock}>
              <dt className="text-sm font-medium text-slate-600">{text.order[clock]}</dt>
              <dd className="font-semibold text-navy-900">{due[clock]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="acknowledge-title" className={sectionClass}>
        <h2 id="acknowledge-title" className="text-xl font-bold text-navy-900">
          {emergency ? text.order.acknowledgeEmergency : text.order.acknowledgeTitle}
        </h2>
        <FormAnswer form={ACKNOWLEDGE_FORM} answer={answerOf(ACKNOWLEDGE_FORM)} className="mt-4" />
        {acknowledged ? (
          <p className="mt-4 text-navy-900">{acknowledged}</p>
        ) : (
          <AnswerForm
            answerTo={ACKNOWLEDGE_FORM}
            answer={answerOf(ACKNOWLEDGE_FORM)}
            className="mt-4 flex flex-wrap items-center gap-3"
          >
            <p className="max-w-prose text-sm text-slate-600">{text.order.acknowledgeHint}</p>
            <input type="hidden" name="intent" value="acknowledge" />
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-md bg-red-800 px-4 py-2.5 font-semibold text-white hover:bg-red-700"
            >
              {text.order.acknowledge}
            </button>
          </AnswerForm>
        )}
      </section>
      <section aria-labelledby="status-title" className={sectionClass}>
        <h2 id="status-title" className="text-xl font-bold text-navy-900">
          {text.order.statusTitle}
        </h2>
        {/* The status form's answer, where it posts to (docs/decisions/0076). */}
        <FormAnswer form={STATUS_FORM} answer={answerOf(STATUS_FORM)} className="mt-4" />
        <AnswerForm
          answerTo={STATUS_FORM}
          answer={answerOf(STATUS_FORM)}
          className="mt-4 flex flex-wrap items-end gap-3"
        >
          <SelectField
            idPrefix="status"
            name="status"
            label={text.order.status}
            defaultValue={status}
          >
            {WORK_ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {WORK_ORDER_STATUS_LABELS[option]}
              </option>
            ))}
          </SelectField>
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800"
          >
            {text.order.save}
          </button>
        </AnswerForm>
      </section>
      <BillingSections data={loaderData} answer={actionData} />
      <section aria-labelledby="details-title" className={sectionClass}>
        <h2 id="details-title" className="text-xl font-bold text-navy-900">
          {text.order.details}
        </h2>
        <dl className="mt-4 grid gap-4 md:grid-cols-2">
          {details.map((detail) => (
            <div key={detail.label} className="min-w-0">
              <dt className="text-sm font-medium text-slate-600">{detail.label}</dt>
              <dd className="whitespace-pre-line break-words text-navy-900">{detail.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="timeline-title" className={sectionClass}>
        <h2 id="timeline-title" className="text-xl font-bold text-navy-900">
          {text.order.timeline}
        </h2>
        <ol className="mt-4 space-y-3">
          {events.map((event) => (
            <li key={event.id} className="border-l-2 border-navy-200 pl-3">
              <p className="text-sm text-slate-600">{event.at}</p>
              <p className="text-navy-900">{event.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </AdminShell>
  );
}
