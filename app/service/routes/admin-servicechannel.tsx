import { data, Link } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { companyTimeZone } from "~/company/time-zone";
import { AnswerForm, type IntentAnswer } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { buttonClass } from "~/forms/fields";
import { answerAccepted, answerRefused } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/I18nContext";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { ChannelNotice, ChannelRetryForm } from "../components/ChannelNotice";
import { CHANNEL_PAGE, RETRY_FORM, TEST_FORM } from "../servicechannel/desk-page";
import {
  answerRetry,
  answerTest,
  type ChannelAnswer,
  channelPage,
} from "../servicechannel/desk-page.server";
import type { Route } from "./+types/admin-servicechannel";

export const meta: Route.MetaFunction = privatePageMeta("adminService.channel.title");

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
    const message = serverTranslator("en").t("admin.channel.resend");
    return pageAnswer({ form: TEST_FORM, ok: false, message, status: 400 });
  }
  if (form.get("intent") === RETRY_FORM)
    return pageAnswer(await answerRetry(context, viewer, form));
  return pageAnswer(await answerTest(context));
}

const sectionClass = "mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

/** The settings that switch the connection on (docs/operations.md). */
const SETTINGS = [
  "SERVICECHANNEL_CLIENT_ID",
  "SERVICECHANNEL_CLIENT_SECRET",
  "SERVICECHANNEL_PROVIDER_ID",
  "SERVICECHANNEL_SIGNING_KEY",
];

export default function AdminServiceChannel({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { connection, webhook, failed, zone } = loaderData;
  const answerOf = (form: string) => (actionData?.intent === form ? actionData : undefined);
  const rows: Array<[string, string]> = connection
    ? [
        [t("adminService.channel.row.api"), connection.apiBase],
        [t("adminService.channel.row.provider"), connection.providerId],
        [t("adminService.channel.row.eventsPending"), String(connection.events.pending)],
        [t("adminService.channel.row.eventsFailed"), String(connection.events.failed)],
        [
          t("adminService.channel.row.refusedSignatures"),
          connection.refusedSignatures === 0
            ? t("adminService.channel.row.refusedNone")
            : t("adminService.channel.row.refusedSome", {
                count: String(connection.refusedSignatures),
                when: connection.lastRefusedAt ?? "",
              }),
        ],
        [
          t("adminService.channel.row.polledThrough"),
          connection.polledThrough ?? t("adminService.channel.row.notPolled"),
        ],
        [
          t("adminService.channel.row.pollError"),
          connection.lastPollError ?? t("adminService.channel.row.pollErrorNone"),
        ],
        [t("adminService.channel.row.outboxPending"), String(connection.outbox.pending)],
        [t("adminService.channel.row.outboxFailed"), String(connection.outbox.failed)],
      ]
    : [];
  return (
    <AdminShell
      title={t("adminService.channel.title")}
      titleAside={
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${connection ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
        >
          {connection ? t("adminService.channel.on") : t("adminService.channel.off")}
        </span>
      }
      back={{ to: "/admin/work-orders", label: t("adminService.channel.back") }}
    >
      <ChannelNotice failed={failed.length} to={`${CHANNEL_PAGE}#failed-title`} />
      <section
        aria-labelledby="connection-title"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="connection-title" className="text-xl font-bold text-navy-900">
          {t("adminService.channel.connection")}
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
            <p>{t("adminService.channel.offText")}</p>
            <ul className="mt-2 list-disc pl-6 font-mono text-sm">
              {SETTINGS.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        )}
        <p className="mt-4 text-sm text-slate-600">{t("adminService.channel.zone", { zone })}</p>
      </section>
      <section aria-labelledby="webhook-title" className={sectionClass}>
        <h2 id="webhook-title" className="text-xl font-bold text-navy-900">
          {t("adminService.channel.webhook")}
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">{t("adminService.channel.webhookText")}</p>
        <p className="mt-2 break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-navy-900">
          {webhook}
        </p>
      </section>
      {connection ? (
        <section aria-labelledby="test-title" className={sectionClass}>
          <h2 id="test-title" className="text-xl font-bold text-navy-900">
            {t("adminService.channel.test")}
          </h2>
          <FormAnswer form={TEST_FORM} answer={answerOf(TEST_FORM)} className="mt-4" />
          <AnswerForm
            answerTo={TEST_FORM}
            answer={answerOf(TEST_FORM)}
            className="mt-4 flex flex-wrap items-center gap-3"
          >
            <p className="max-w-prose text-sm text-slate-600">
              {t("adminService.channel.testText")}
            </p>
            <input type="hidden" name="intent" value={TEST_FORM} />
            <button type="submit" className={buttonClass}>
              {t("adminService.channel.test")}
            </button>
          </AnswerForm>
        </section>
      ) : null}
      {connection ? (
        <section aria-labelledby="failed-title" className={sectionClass}>
          <h2 id="failed-title" className="text-xl font-bold text-navy-900">
            {t("adminService.channel.failed")}
          </h2>
          <FormAnswer form={RETRY_FORM} answer={answerOf(RETRY_FORM)} className="mt-4" />
          {failed.length === 0 ? (
            <p className="mt-4 text-slate-700">{t("adminService.channel.failedNone")}</p>
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
                  <ChannelRetryForm messageId={message.id} answer={answerOf(RETRY_FORM)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </AdminShell>
  );
}
