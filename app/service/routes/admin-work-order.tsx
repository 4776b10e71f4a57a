import { data } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { companyNameFromMatches } from "~/company/seo";
import { AnswerForm, type IntentAnswer } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass, SelectField, TextField } from "~/forms/fields";
import { answerAccepted, answerRefused } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { translatorFromMatches } from "~/i18n/page";
import { AdminShell } from "~/layout/AdminShell";
import { ChannelBadge } from "~/service/components/ChannelBadge";
import { ChannelRetryForm } from "~/service/components/ChannelNotice";
import { RETRY_FORM } from "~/service/servicechannel/desk-page";
import { answerRetry } from "~/service/servicechannel/desk-page.server";
import { pageTitle } from "~/site/titles";
import { BillingSections } from "../components/BillingSections";
import { StatusBadge } from "../components/StatusBadge";
import { TimeLeft } from "../components/TimeLeft";
import { VisitSection } from "../components/VisitSection";
import { answerBillingPost } from "../desk/billing.server";
import { DUE_KEYS } from "../desk/office-labels";
import {
  answerAcknowledge,
  answerDispatch,
  answerStatus,
  type OrderAnswer,
  officeOrderPage,
} from "../desk/order-page.server";
import { actorOf } from "../technician/visit.server";
import type { Route } from "./+types/admin-work-order";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      loaderData?.number ?? translatorFromMatches(matches).t("adminService.desk.title"),
      companyNameFromMatches(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

/** A service's answer as the page's forms read it (app/forms' IntentAnswer), with its status. */
function pageAnswer({
  form,
  status,
  ...result
}: Pick<OrderAnswer, "ok" | "message" | "errors" | "values" | "status"> & { form: string }) {
  const { result: answer } = result.ok
    ? answerAccepted(result.message)
    : answerRefused(status, result);
  return data<IntentAnswer>({ ...answer, intent: form }, { status });
}

/** One work order: its details, its due times in the site's zone, the visit, its timeline. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t } = serverTranslator("en");
  await requirePermission(request, context, "service");
  const page = await officeOrderPage(context, params.workOrderId);
  if (!page) throw data(t("adminService.desk.order.notFound"), { status: 404 });
  return page;
}

const BILLING_FORMS = ["raise", "invoice", "paid"] as const;
const isBillingForm = (value: unknown): value is (typeof BILLING_FORMS)[number] =>
  (BILLING_FORMS as readonly unknown[]).includes(value);

/**
 * The page's forms, named by `intent`: Acknowledge, the status, the dispatch, an NTE raise, the
 * invoice, paid; then the page again with the form's answer, where it was sent
 * (docs/decisions/0076).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { t } = serverTranslator("en");
  const viewer = await requirePermission(request, context, "service");
  const id = params.workOrderId;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return pageAnswer({
      form: "status",
      ok: false,
      message: t("adminService.desk.order.statusTitle"),
      status: 400,
    });
  }
  const intent = form.get("intent");
  if (isBillingForm(intent)) {
    const answer = await answerBillingPost(context, actorOf(viewer), id, intent, form);
    return data<IntentAnswer>({ ...answer.result, intent }, { status: answer.status });
  }
  if (intent === RETRY_FORM) return pageAnswer(await answerRetry(context, viewer, form));
  if (intent === ACKNOWLEDGE_FORM) return pageAnswer(await answerAcknowledge(context, viewer, id));
  if (intent === DISPATCH_FORM) return pageAnswer(await answerDispatch(context, viewer, id, form));
  return pageAnswer(await answerStatus(context, viewer, id, form));
}

const STATUS_FORM = "status";
const DISPATCH_FORM = "dispatch";
const ACKNOWLEDGE_FORM = "acknowledge";
const sectionClass = "mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

export default function AdminWorkOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { number, status, next, due, details, events, dispatch, zone, visit } = loaderData;
  const { clock, acknowledged, emergency, channel } = loaderData;
  const answerOf = (form: string) => (actionData?.intent === form ? actionData : undefined);
  const statusAnswer = answerOf(STATUS_FORM);
  const dispatchAnswer = answerOf(DISPATCH_FORM);
  const typed = dispatchAnswer && !dispatchAnswer.ok ? dispatchAnswer.values : undefined;
  const errors = dispatchAnswer && !dispatchAnswer.ok ? dispatchAnswer.errors : {};
  return (
    <AdminShell
      title={number}
      titleAside={
        <>
          <StatusBadge status={status} />
          {channel ? <ChannelBadge number={channel.number} /> : null}
        </>
      }
      back={{ to: "/admin/work-orders", label: t("adminService.desk.order.back") }}
    >
      <section
        aria-labelledby="due-title"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="due-title" className="text-xl font-bold text-navy-900">
          {t("adminService.desk.order.due")}
        </h2>
        <p className="mt-2 text-navy-900">
          {clock ? (
            <>
              {clock.name}: <TimeLeft text={clock.timeLeft} overdue={clock.overdue} />
            </>
          ) : (
            t("adminService.desk.noClock")
          )}
        </p>
        <dl className="mt-4 grid gap-4 md:grid-cols-3">
          {(["respondBy", "onSiteBy", "completeBy"] as const).map((clock) => (
            <div key={clock}>
              <dt className="text-sm font-medium text-slate-600">{t(DUE_KEYS[clock])}</dt>
              <dd className="font-semibold text-navy-900">{due[clock]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="acknowledge-title" className={sectionClass}>
        <h2 id="acknowledge-title" className="text-xl font-bold text-navy-900">
          {emergency
            ? t("adminService.desk.order.acknowledgeEmergency")
            : t("adminService.desk.order.acknowledgeTitle")}
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
            <p className="max-w-prose text-sm text-slate-600">
              {t("adminService.desk.order.acknowledgeHint")}
            </p>
            <input type="hidden" name="intent" value={ACKNOWLEDGE_FORM} />
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-md bg-red-800 px-4 py-2.5 font-semibold text-white hover:bg-red-700"
            >
              {t("adminService.desk.order.acknowledge")}
            </button>
          </AnswerForm>
        )}
      </section>
      <section aria-labelledby="status-title" className={sectionClass}>
        <h2 id="status-title" className="text-xl font-bold text-navy-900">
          {t("adminService.desk.order.statusTitle")}
        </h2>
        {/* The status form's answer, where it posts to (docs/decisions/0076). */}
        <FormAnswer form={STATUS_FORM} answer={statusAnswer} className="mt-4" />
        {next.length === 0 ? (
          <p className="mt-4 text-slate-700">{t("adminService.desk.order.noNext")}</p>
        ) : (
          <AnswerForm
            answerTo={STATUS_FORM}
            answer={statusAnswer}
            className="mt-4 flex flex-wrap items-end gap-3"
          >
            <input type="hidden" name="intent" value="status" />
            {/* Only the statuses the rule lets follow this one (docs/service-desk.md#statuses). */}
            <SelectField
              idPrefix="status"
              name="status"
              label={t("adminService.desk.order.status")}
            >
              {next.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <button type="submit" className={buttonClass}>
              {t("adminService.desk.order.save")}
            </button>
          </AnswerForm>
        )}
      </section>
      {dispatch.may ? (
        <section aria-labelledby="dispatch-title" className={sectionClass}>
          <h2 id="dispatch-title" className="text-xl font-bold text-navy-900">
            {t("adminService.desk.dispatch.title")}
          </h2>
          <p className="mt-2 text-slate-700">{t("adminService.desk.dispatch.intro", { zone })}</p>
          <FormAnswer form={DISPATCH_FORM} answer={dispatchAnswer} className="mt-4" />
          {dispatch.technicians.length === 0 ? (
            <p className="mt-4 text-slate-700">{t("adminService.desk.dispatch.noTechnician")}</p>
          ) : (
            <AnswerForm
              answerTo={DISPATCH_FORM}
              answer={dispatchAnswer}
              className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
            >
              <input type="hidden" name="intent" value="dispatch" />
              <SelectField
                idPrefix="dispatch"
                name="technician"
                label={t("adminService.desk.dispatch.technician")}
                defaultValue={typed?.technician ?? dispatch.technician}
                error={errors.technician}
              >
                <option value="">{t("adminService.desk.dispatch.choose")}</option>
                {dispatch.technicians.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                idPrefix="dispatch"
                name="scheduledFor"
                type={"datetime-local" as "text"}
                required
                label={t("adminService.desk.dispatch.scheduledFor", { zone })}
                defaultValue={typed?.scheduledFor ?? dispatch.scheduledFor}
                error={errors.scheduledFor}
              />
              <button type="submit" className={buttonClass}>
                {dispatch.again
                  ? t("adminService.desk.dispatch.again")
                  : t("adminService.desk.dispatch.button")}
              </button>
            </AnswerForm>
          )}
        </section>
      ) : null}
      <VisitSection visit={visit} className={sectionClass} />
      <BillingSections data={loaderData} answer={actionData} />
      <section aria-labelledby="details-title" className={sectionClass}>
        <h2 id="details-title" className="text-xl font-bold text-navy-900">
          {t("adminService.desk.order.details")}
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
          {t("adminService.desk.order.timeline")}
        </h2>
        <FormAnswer form={RETRY_FORM} answer={answerOf(RETRY_FORM)} className="mt-4" />
        <ol className="mt-4 space-y-3">
          {events.map((event) =>
            event.failed ? (
              <li key={event.id} className="border-l-2 border-red-700 pl-3">
                <p className="text-sm text-slate-600">{event.at}</p>
                <p className="whitespace-pre-line break-words font-semibold text-red-800">
                  {event.text}
                </p>
                <ChannelRetryForm messageId={event.failed} answer={answerOf(RETRY_FORM)} />
              </li>
            ) : (
              <li key={event.id} className="border-l-2 border-navy-200 pl-3">
                <p className="text-sm text-slate-600">{event.at}</p>
                <p className="whitespace-pre-line break-words text-navy-900">{event.text}</p>
              </li>
            ),
          )}
        </ol>
      </section>
    </AdminShell>
  );
}
