import { isExampleEmail } from "~/company/examples/example-values";
import type { CompanyStore } from "~/company/store.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import type { ServerConfig } from "../../server/config";
import type { Logger } from "../../server/logger";
import type { OutboxMessage } from "./mail.schema";
import {
  createMailTransport,
  type MailTransport,
  mailSettings,
  senderAddress,
  sendOutboxMessage,
} from "./mailer.server";
import {
  claimNextMail,
  holdUndeliverableMail,
  markMailRefused,
  markMailSent,
  onMailEnqueued,
  readMailAttachments,
  recordFailedAttempt,
  releaseHeldMail,
} from "./outbox.server";
import { mailTimings } from "./retry";

export type MailLog = Pick<Logger, "info" | "warn" | "error">;

export interface DeliveryDeps {
  db: Database;
  transport: MailTransport;
  /** The From header, or what reads it when each message is sent (the profile's current name). */
  from: string | (() => string);
  /** Why a message must not be sent at all (failed at once, never attempted); undefined: send it. */
  refusal?: (message: OutboxMessage) => string | undefined;
  log: MailLog;
  /** The clock: tests move it forward instead of waiting. */
  now: () => Date;
  /** The first retry back-off (MAIL_RETRY_BASE_MS); unset: mailTimings.firstRetryDelayMs. */
  firstRetryDelayMs?: number;
}

/** Claims and sends one due message; false when none was due. */
export async function deliverNextMail(deps: DeliveryDeps): Promise<boolean> {
  const message = await claimNextMail(deps.db, deps.now());
  if (!message) return false;
  const attachments = await readMailAttachments(deps.db, message);
  const refusal =
    deps.refusal?.(message) ??
    (attachments.missing.length > 0
      ? `Not sent: its attachment ${attachments.missing.join(", ")} is no longer stored.`
      : undefined);
  if (refusal) {
    await markMailRefused(deps.db, message.id, refusal);
    deps.log.error({ mailId: message.id, reason: refusal }, "mail refused");
    return true;
  }
  try {
    const from = typeof deps.from === "string" ? deps.from : deps.from();
    await sendOutboxMessage(deps.transport, from, message, attachments.files);
    await markMailSent(deps.db, message.id, deps.now());
    deps.log.info({ mailId: message.id, attempts: message.attempts }, "mail sent");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const status = await recordFailedAttempt(
      deps.db,
      message,
      reason,
      deps.now(),
      deps.firstRetryDelayMs,
    );
    const level = status === "failed" ? "error" : "warn";
    deps.log[level](
      { mailId: message.id, attempts: message.attempts, status, reason },
      "mail not sent",
    );
  }
  return true;
}

/** Sends due messages one by one until none is due or the caller stops; returns how many. */
export async function deliverDueMail(
  deps: DeliveryDeps,
  keepGoing: () => boolean = () => true,
): Promise<number> {
  let handled = 0;
  while (keepGoing() && (await deliverNextMail(deps))) handled++;
  return handled;
}

/**
 * A production site never mails an example address (app/company/examples/example-values.ts): nobody
 * reads it, and a real domain may sit behind some of them.
 */
export function exampleAddressRefusal(message: Pick<OutboxMessage, "to">): string | undefined {
  const examples = message.to
    .split(",")
    .map((address) => address.trim())
    .filter(isExampleEmail);
  if (examples.length === 0) return undefined;
  const which = examples.length === 1 ? "is an example address" : "are example addresses";
  return `Not sent: ${examples.join(", ")} ${which} that nobody reads. Replace the example values at /admin/company.`;
}

export interface OutboxWorkerOptions {
  database: DatabaseHandle;
  config: ServerConfig;
  /** The sender's display name follows the current profile. */
  company: Pick<CompanyStore, "current">;
  log: MailLog;
  now?: () => Date;
  pollIntervalMs?: number;
}

/**
 * Delivers the outbox in the background: every few seconds, and at once when this process
 * enqueues mail. Without SMTP_URL it keeps mail as "held" instead. Returns stop(), which waits
 * for a send in flight.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): () => Promise<void> {
  const { database, log, now = () => new Date() } = options;
  const pollIntervalMs = options.pollIntervalMs ?? mailTimings.pollIntervalMs;
  const settings = mailSettings(options.config);
  const transport = settings.smtpUrl ? createMailTransport(settings.smtpUrl) : undefined;
  const db = database.db;

  let stopped = false;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let followUpTimer: NodeJS.Timeout | undefined;

  const firstRetryDelayMs = options.config.env.MAIL_RETRY_BASE_MS;
  const work = transport
    ? () =>
        deliverDueMail(
          {
            db,
            transport,
            // Read per message: mail queued before a rename goes out under the new name.
            from: () =>
              senderAddress(options.config.env.MAIL_FROM, options.company.current().profile),
            refusal: options.config.isProduction ? exampleAddressRefusal : undefined,
            log,
            now,
            firstRetryDelayMs,
          },
          () => !stopped,
        )
    : () => holdUndeliverableMail(db, now());

  const run = () => {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(pollTimer);
    running = runUntilIdle().finally(() => {
      running = undefined;
      if (!stopped) pollTimer = setTimeout(run, pollIntervalMs).unref();
    });
  };

  const runUntilIdle = async () => {
    do {
      runAgain = false;
      try {
        await work();
      } catch (error) {
        log.error({ err: error }, "mail outbox: could not read or update the queue");
      }
    } while (runAgain && !stopped);
  };

  let nudgeTimer: NodeJS.Timeout | undefined;
  const wake = () => {
    nudgeTimer = undefined;
    run();
    clearTimeout(followUpTimer);
    followUpTimer = setTimeout(run, mailTimings.nudgeFollowUpMs).unref();
  };
  // Nudges in a moment make one look: under a burst of posts, one statement for many mails.
  const unsubscribe = onMailEnqueued(() => {
    nudgeTimer ??= setTimeout(wake, mailTimings.nudgeCoalesceMs).unref();
  });

  running = start().finally(() => {
    running = undefined;
    run();
  });

  async function start() {
    if (!transport) {
      log.warn("SMTP_URL is not set: e-mail is kept in the outbox, readable at /admin/outbox");
      return;
    }
    try {
      const released = await releaseHeldMail(db, now());
      if (released > 0) log.info({ released }, "mail outbox: held mail released for delivery");
    } catch (error) {
      log.error({ err: error }, "mail outbox: could not release held mail");
    }
  }

  return async () => {
    stopped = true;
    unsubscribe();
    clearTimeout(pollTimer);
    clearTimeout(nudgeTimer);
    clearTimeout(followUpTimer);
    await running;
    transport?.close();
  };
}
