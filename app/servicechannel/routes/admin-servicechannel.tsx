import { data, Link } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { companyNameFromMatches } from "~/company/seo";
import { companyTimeZone } from "~/company/time-zone";
import { AnswerForm, type IntentAnswer } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { answerAccepted, answerRefused } from "~/forms/form.server";
import { AdminShell } from "~/layout/AdminShell";
import { pageTitle } from "~/site/titles";
import { ChannelNotice } from "../components/ChannelNotice";
import { CHANNEL_PAGE, RETRY_FORM, TEST_FORM } from "../desk-page";
import { answerRetry, answerTest, type ChannelAnswer, channelPage } from "../desk-page.server";
import type { Route } from "./+types/admin-servicechannel";

const TITLE = "ServiceChannel";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(TITLE, companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

/** The connection as the office sees it (docs/service-desk.md#servicechannel). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  return channelPage(context, companyTimeZone(context.company.current().profile));
}

function pageAnswer({ form, status, ...result }: ChannelAnswer) {
  const { result: answer } = result.ok
    ? answerAccepted(result.message)
    : answerRefused(status, result);
  return data<IntentAnswer>({ ...answer, intent: form }, { status });
}

/** Test connection, or Retry of a failed message; then the page with the answer (decision 0076). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "service");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return pageAnswer({ form: TEST_FORM, ok: false, message: "Send the form again.", status: 400 });
  }
  if (form.get("intent") === RETRY_FORM)
    return pageAnswer(await answerRetry(context, viewer, form));
  return pageAnswer(await answerTest(context));
}

const sectionClass = "mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800";

/** The settings that switch the connection on (docs/operations.md). */
const SETTINGS = [
  "SERVICECHANNEL_CLIENT_ID",
  "SERVICECHANNEL_CLIENT_SECRET",
  "SERVICECHANNEL_PROVIDER_ID",
  "SERVICECHANNEL_SIGNING_KEY",
];

export default function AdminServiceChannel({ loaderData, actionData }: Route.ComponentProps) {
  const { connection, webhook, failed, zone } = loaderData;
  const answerOf = (form: string) => (actionData?.intent === form ? actionData : undefined);
  const rows: Array<[string, string]> = connection
    ? [
        ["API", connection.apiBase],
        ["Provider", connection.providerId],
        ["Events waiting to be applied", String(connection.events.pending)],
        ["Events that failed", String(connection.events.failed)],
        [
          "Posts refused for their signature",
          connection.refusedSignatures === 0
            ? "None"
            : `${connection.refusedSignatures}, the last on ${connection.lastRefusedAt}`,
        ],
        ["Polled through", connection.polledThrough ?? "Not polled yet"],
        ["The poll's last error", connection.lastPollError ?? "None"],
        ["Messages waiting to be sent", String(connection.outbox.pending)],
        ["Messages that failed", String(connection.outbox.failed)],
      ]
    : [];
  return (
    <AdminShell
      title={TITLE}
      titleAside={
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${connection ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
        >
          {connection ? "On" : "Off"}
        </span>
      }
      back={{ to: "/admin/work-orders", label: "Work orders" }}
    >
      <ChannelNotice failed={failed.length} to={`${CHANNEL_PAGE}#failed-title`} />
      <section
        aria-labelledby="connection-title"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="connection-title" className="text-xl font-bold text-navy-900">
          The connection
        </h2>
        {connection ? (
          <dl className="mt-4 grid gap-4 md:grid-cols-3">
            {rows.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="break-words font-semibold text-navy-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <div className="mt-4 max-w-prose text-navy-900">
            <p>
              The connection is off. To switch it on, set these four settings on the server and
              restart it:
            </p>
            <ul className="mt-2 list-disc pl-6 font-mono text-sm">
              {SETTINGS.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        )}
        <p className="mt-4 text-sm text-slate-600">Times are in the company's zone, {zone}.</p>
      </section>
      <section aria-labelledby="webhook-title" className={sectionClass}>
        <h2 id="webhook-title" className="text-xl font-bold text-navy-900">
          The webhook to register
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">
          In ServiceChannel's webhook settings, send the work-order events to this address, signed
          with HMACSHA256 and the key set as SERVICECHANNEL_SIGNING_KEY:
        </p>
        <p className="mt-2 break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-navy-900">
          {webhook}
        </p>
      </section>
      {connection ? (
        <section aria-labelledby="test-title" className={sectionClass}>
          <h2 id="test-title" className="text-xl font-bold text-navy-900">
            Test connection
          </h2>
          <FormAnswer form={TEST_FORM} answer={answerOf(TEST_FORM)} className="mt-4" />
          <AnswerForm
            answerTo={TEST_FORM}
            answer={answerOf(TEST_FORM)}
            className="mt-4 flex flex-wrap items-center gap-3"
          >
            <p className="max-w-prose text-sm text-slate-600">
              Asks ServiceChannel for a token and one work order; changes nothing.
            </p>
            <input type="hidden" name="intent" value={TEST_FORM} />
            <button type="submit" className={buttonClass}>
              Test connection
            </button>
          </AnswerForm>
        </section>
      ) : null}
      {connection ? (
        <section aria-labelledby="failed-title" className={sectionClass}>
          <h2 id="failed-title" className="text-xl font-bold text-navy-900">
            Messages that failed
          </h2>
          <FormAnswer form={RETRY_FORM} answer={answerOf(RETRY_FORM)} className="mt-4" />
          {failed.length === 0 ? (
            <p className="mt-4 text-slate-700">None: ServiceChannel took every message.</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {failed.map((message) => (
                <li key={message.id} className="border-l-2 border-red-700 pl-3">
                  <p className="text-sm text-slate-600">
                    {message.at}
                    {message.order ? (
                      <>
                        {" · "}
                        <Link
                          to={`/admin/work-orders/${message.order.id}`}
                          className="font-semibold text-navy-700 underline"
                        >
                          {message.order.number}
                        </Link>
                      </>
                    ) : null}
                  </p>
                  <p className="break-words font-semibold text-red-800">{message.text}</p>
                  <AnswerForm answerTo={RETRY_FORM} answer={answerOf(RETRY_FORM)} className="mt-1">
                    <input type="hidden" name="intent" value={RETRY_FORM} />
                    <input type="hidden" name="message" value={message.id} />
                    <button
                      type="submit"
                      className="py-1 text-sm font-semibold text-navy-700 underline hover:text-navy-950"
                    >
                      Retry
                    </button>
                  </AnswerForm>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </AdminShell>
  );
}
