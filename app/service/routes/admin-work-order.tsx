import { data } from "react-router";
import { AdminShell } from "~/auth/AdminShell";
import { requirePermission } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { SelectField, TextField } from "~/forms/fields";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { deskTexts as text } from "../admin-texts";
import { StatusBadge } from "../components/StatusBadge";
import { VisitSection } from "../components/VisitSection";
import {
  answerDispatch,
  answerStatus,
  type OrderAnswer,
  officeOrderPage,
} from "../order-page.server";
import type { Route } from "./+types/admin-work-order";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(loaderData?.number ?? text.title, companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

type Answer = Omit<OrderAnswer, "status">;

/** One work order: its details, its due times in the site's zone, the visit, its timeline. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  const page = await officeOrderPage(context, params.workOrderId);
  if (!page) throw data(text.order.notFound, { status: 404 });
  return page;
}

/** The status and dispatch forms (by `intent`): the page again with the form's answer. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "service");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const unread: Answer = { form: "status", ok: false, message: text.order.statusTitle };
    return data(unread, { status: 400 });
  }
  const answer =
    form.get("intent") === "dispatch"
      ? await answerDispatch(context, viewer, params.workOrderId, form)
      : await answerStatus(context, viewer, params.workOrderId, form);
  const { status, ...body } = answer;
  return data<Answer>(body, { status });
}

const STATUS_FORM = "status";
const DISPATCH_FORM = "dispatch";
const sectionClass = "mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800";

export default function AdminWorkOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { number, status, next, due, details, events, dispatch, zone, visit } = loaderData;
  const statusAnswer = actionData?.form === STATUS_FORM ? actionData : undefined;
  const dispatchAnswer = actionData?.form === DISPATCH_FORM ? actionData : undefined;
  const typed = dispatchAnswer && !dispatchAnswer.ok ? dispatchAnswer.values : undefined;
  const errors = dispatchAnswer?.errors ?? {};
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
        <dl className="mt-4 grid gap-4 md:grid-cols-3">
          {(["respondBy", "onSiteBy", "completeBy"] as const).map((clock) => (
            <div key={clock}>
              <dt className="text-sm font-medium text-slate-600">{text.order[clock]}</dt>
              <dd className="font-semibold text-navy-900">{due[clock]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="status-title" className={sectionClass}>
        <h2 id="status-title" className="text-xl font-bold text-navy-900">
          {text.order.statusTitle}
        </h2>
        {/* The status form's answer, where it posts to (docs/decisions/0076). */}
        <FormAnswer form={STATUS_FORM} answer={statusAnswer} className="mt-4" />
        {next.length === 0 ? (
          <p className="mt-4 text-slate-700">{text.order.noNext}</p>
        ) : (
          <AnswerForm
            answerTo={STATUS_FORM}
            answer={statusAnswer}
            className="mt-4 flex flex-wrap items-end gap-3"
          >
            <input type="hidden" name="intent" value="status" />
            {/* Only the statuses the rule lets follow this one (docs/service-desk.md#statuses). */}
            <SelectField idPrefix="status" name="status" label={text.order.status}>
              {next.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <button type="submit" className={buttonClass}>
              {text.order.save}
            </button>
          </AnswerForm>
        )}
      </section>
      {dispatch.may ? (
        <section aria-labelledby="dispatch-title" className={sectionClass}>
          <h2 id="dispatch-title" className="text-xl font-bold text-navy-900">
            {text.dispatch.title}
          </h2>
          <p className="mt-2 text-slate-700">{text.dispatch.intro(zone)}</p>
          <FormAnswer form={DISPATCH_FORM} answer={dispatchAnswer} className="mt-4" />
          {dispatch.technicians.length === 0 ? (
            <p className="mt-4 text-slate-700">{text.dispatch.noTechnician}</p>
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
                label={text.dispatch.technician}
                defaultValue={typed?.technician ?? dispatch.technician}
                error={errors.technician}
              >
                <option value="">{text.dispatch.choose}</option>
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
                label={text.dispatch.scheduledFor(zone)}
                defaultValue={typed?.scheduledFor ?? dispatch.scheduledFor}
                error={errors.scheduledFor}
              />
              <button type="submit" className={buttonClass}>
                {dispatch.again ? text.dispatch.again : text.dispatch.button}
              </button>
            </AnswerForm>
          )}
        </section>
      ) : null}
      <VisitSection visit={visit} className={sectionClass} />
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
              <p className="whitespace-pre-line break-words text-navy-900">{event.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </AdminShell>
  );
}
