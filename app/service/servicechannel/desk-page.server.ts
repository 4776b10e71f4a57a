import type { AppLoadContext } from "react-router";
import type { AuditActor } from "~/audit/audit.server";
import type { DbOrTx } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { deskOrdersOfChannel } from "~/service/desk/channel-orders.server";
import { localeFormat } from "~/site/locale-format";
import { siteOrigin } from "~/site/seo.server";
import { testConnection } from "./connection-test.server";
import { RETRY_FORM, TEST_FORM, WEBHOOK_PATH } from "./desk-page";
import { KIND_KEYS } from "./office-labels";
import { type FailedMessage, failedMessages, retryFailedMessage } from "./outbox.server";
import { serviceChannelSettings } from "./settings.server";
import { connectionSummary } from "./summary.server";

/**
 * The desk's ServiceChannel page and notices (docs/service-desk.md#servicechannel): the
 * connection's state, the webhook's address, Test connection, and the messages that failed for
 * good with their Retry. Admin screens are in English; the company's zone names the times.
 */

const { t } = serverTranslator("en");

/** "ServiceChannel did not take the check-out: <its words>". */
const failureText = (message: Pick<FailedMessage, "kind" | "error">) =>
  t("admin.channel.notTaken", {
    what: t(KIND_KEYS[message.kind]),
    reason: message.error || t("admin.channel.noReason"),
  });

/** The failed messages with the desk's work order they belong to, for the page and the notice. */
export async function failedMessagesView(db: DbOrTx, timeZone: string, channelId?: number) {
  const failed = await failedMessages(db, channelId);
  const orders = await deskOrdersOfChannel(db, [...new Set(failed.map((row) => row.workOrderId))]);
  return failed.map((row) => ({
    id: row.id,
    text: failureText(row),
    at: localeFormat("en").dateTime(row.createdAt, timeZone),
    createdAt: row.createdAt,
    order: orders.get(row.workOrderId) ?? null,
  }));
}

/** The page's data. */
export async function channelPage(context: AppLoadContext, timeZone: string) {
  const db = context.database.db;
  const summary = await connectionSummary(db, context.config.env);
  const when = (instant: Date | null) =>
    instant ? localeFormat("en").dateTime(instant, timeZone) : null;
  return {
    webhook: `${siteOrigin(context)}${WEBHOOK_PATH}`,
    zone: timeZone,
    connection: summary.enabled
      ? {
          ...summary,
          polledThrough: when(summary.polledThrough),
          lastRefusedAt: when(summary.lastRefusedAt),
        }
      : null,
    failed: summary.enabled ? await failedMessagesView(db, timeZone) : [],
  };
}

export interface ChannelAnswer {
  form: typeof RETRY_FORM | typeof TEST_FORM;
  ok: boolean;
  message: string;
  status: number;
}

/** Retry: the failed message queued again (audited); 404 when it is not failed (any more). */
export async function answerRetry(
  context: AppLoadContext,
  actor: AuditActor,
  form: FormData,
): Promise<ChannelAnswer> {
  const id = String(form.get("message") ?? "");
  const queued = await retryFailedMessage(context.database.db, actor, id, new Date());
  return queued
    ? {
        form: RETRY_FORM,
        ok: true,
        message: t("admin.channel.retried"),
        status: 200,
      }
    : {
        form: RETRY_FORM,
        ok: false,
        message: t("admin.channel.notFailed"),
        status: 404,
      };
}

/** Test connection: a token and one work order of the list, answered in words. */
export async function answerTest(context: AppLoadContext): Promise<ChannelAnswer> {
  const test = await testConnection(serviceChannelSettings(context.config.env), {
    requestTimeoutMs: 10_000,
  });
  return { form: TEST_FORM, ok: test.ok, message: test.message, status: 200 };
}
