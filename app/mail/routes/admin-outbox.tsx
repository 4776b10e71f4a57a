import { requireAdmin } from "~/auth/session.server";
import { Time } from "~/company/Time";
import { useT } from "~/i18n/I18nContext";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { maskLinkTokens } from "~/mail/link-tokens";
import type { OutboxMessage, OutboxStatus } from "~/mail/mail.schema";
import { mailSettings } from "~/mail/mailer.server";
import { countMailByStatus, listRecentMail } from "~/mail/outbox.server";
import type { Route } from "./+types/admin-outbox";

export const meta: Route.MetaFunction = privatePageMeta("adminOutbox.title");

const SHOWN_MESSAGES = 100;

/** Admins only: the outbox holds visitors' messages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.database.db;
  const [messages, counts] = await Promise.all([
    listRecentMail(db, SHOWN_MESSAGES),
    countMailByStatus(db),
  ]);
  return {
    smtpConfigured: Boolean(mailSettings(context.config).smtpUrl),
    counts,
    total: Object.values(counts).reduce((sum, value) => sum + value, 0),
    messages: messages.map(toListedMessage),
  };
}

function toListedMessage(message: OutboxMessage) {
  return {
    id: message.id,
    to: message.to,
    subject: message.subject,
    text: maskLinkTokens(message.text),
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    attachments: message.attachments.map((file) => file.name),
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
  };
}

type ListedMessage = ReturnType<typeof toListedMessage>;

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { smtpConfigured, counts, total, messages } = loaderData;
  return (
    <AdminShell title={t("adminOutbox.title")}>
      <div className="space-y-6">
        <p className="text-slate-600">{t("adminOutbox.intro")}</p>
        <DeliveryNote smtpConfigured={smtpConfigured} />
        <StatusCounts counts={counts} />
        {messages.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
            {t("adminOutbox.none")}
          </p>
        ) : (
          <section aria-labelledby="outbox-messages">
            <h2 id="outbox-messages" className="mb-3 text-lg font-semibold text-navy-900">
              {t("adminOutbox.messages")}
            </h2>
            <ol className="space-y-3">
              {messages.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </ol>
            <p className="mt-4 text-sm text-slate-600">
              {t("adminOutbox.showing", { shown: messages.length, total })}
            </p>
          </section>
        )}
      </div>
    </AdminShell>
  );
}

function DeliveryNote({ smtpConfigured }: { smtpConfigured: boolean }) {
  const t = useT();
  return (
    <p className="rounded-lg border border-navy-100 bg-navy-50 p-4 text-sm text-navy-900">
      {smtpConfigured ? t("adminOutbox.smtpConfigured") : t("adminOutbox.smtpMissing")}
    </p>
  );
}

const STATUS_STYLES: Record<OutboxStatus, string> = {
  pending: "bg-accent-300/40 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  held: "bg-slate-200 text-slate-800",
};

function StatusCounts({ counts }: { counts: Record<OutboxStatus, number> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {(Object.keys(STATUS_STYLES) as OutboxStatus[]).map((status) => (
        <div key={status} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <dt className="text-sm capitalize text-slate-600">{status}</dt>
          <dd className="text-2xl font-semibold text-navy-900">{counts[status]}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLES[status]}`}
    >
      {status}
    </span>
  );
}

function MessageCard({ message }: { message: ListedMessage }) {
  const t = useT();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <StatusBadge status={message.status} />
        <h3 className="min-w-0 flex-1 break-words font-semibold text-navy-900">
          {message.subject}
        </h3>
      </div>
      <dl className="mt-3 grid max-w-3xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <MessageFact label={t("adminOutbox.to")} value={message.to} />
        <MessageFact label={t("adminOutbox.attempts")} value={String(message.attempts)} />
        <MessageFact label={t("adminOutbox.created")} value={<Time at={message.createdAt} />} />
        <MessageFact
          label={t("adminOutbox.sent")}
          value={message.sentAt ? <Time at={message.sentAt} /> : t("adminOutbox.notYet")}
        />
      </dl>
      {message.attachments.length > 0 ? (
        <p className="mt-2 break-words text-sm text-slate-700">
          <span className="font-semibold">{t("adminOutbox.attached")}</span>
          {message.attachments.join(", ")}
        </p>
      ) : null}
      {message.lastError ? (
        <p className="mt-2 break-words text-sm text-red-800">
          <span className="font-semibold">{t("adminOutbox.lastError")}</span>
          {message.lastError}
        </p>
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-navy-700">
          {t("adminOutbox.showText")}
        </summary>
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-sans text-sm text-slate-800">
          {message.text}
        </pre>
      </details>
    </li>
  );
}

function MessageFact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </>
  );
}
