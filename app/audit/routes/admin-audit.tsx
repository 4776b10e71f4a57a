import { data, Form } from "react-router";
import { AUDIT_PAGE_SIZE, auditSearch } from "~/audit/audit-kinds";
import { auditPage } from "~/audit/audit-page.server";
import { COUNTED_KEYS, KIND_CHOICES, KIND_KEYS } from "~/audit/office-labels";
import { requireAdmin } from "~/auth/session.server";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { inputClass } from "~/forms/fields";
import { useT } from "~/i18n/I18nContext";
import { labelOf, type Translator } from "~/i18n/translator";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { Pagination } from "~/ui/Pagination";
import type { Route } from "./+types/admin-audit";

export const meta: Route.MetaFunction = privatePageMeta("adminAudit.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const page = await auditPage(
    context.database.db,
    new URL(request.url).searchParams,
    context.company.facts().timeZone,
  );
  return data(page, { status: page.error ? 400 : 200 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type ListedEntry = LoaderData["entries"][number];

/** On a phone each entry is a card headed by what was done. */
function auditColumns(t: Translator["t"]): RecordColumn<ListedEntry>[] {
  return [
    {
      label: t("adminAudit.column.when"),
      cell: (entry) => <time dateTime={entry.at}>{entry.atText}</time>,
      card: "field",
      className: "text-xs md:whitespace-nowrap",
    },
    {
      label: t("adminAudit.column.who"),
      cell: (entry) => entry.actorEmail ?? t("adminAudit.system"),
    },
    {
      label: t("adminAudit.column.action"),
      cell: (entry) => entry.action,
      card: "title",
      className: "font-medium text-navy-900",
    },
    { label: t("adminAudit.column.subject"), cell: (entry) => entry.subject ?? "" },
    {
      label: t("adminAudit.column.details"),
      cell: (entry) => (Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ""),
      className: "font-mono text-xs text-slate-600 [overflow-wrap:anywhere]",
    },
  ];
}

const button =
  "inline-flex items-center justify-center rounded-md border border-navy-300 bg-white px-4 py-2.5 text-sm font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600";

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { error, values, filter, entries, total, pageCount, actions, counters } = loaderData;
  return (
    <AdminShell title={t("adminAudit.title")}>
      <div className="space-y-6">
        <p className="max-w-prose text-slate-600">{t("adminAudit.intro")}</p>
        <AuditFilters values={values} actions={actions} />
        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {error}
          </p>
        ) : null}
        {filter ? (
          entries.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
              {t("adminAudit.none")}
            </p>
          ) : (
            <>
              <RecordTable
                caption={t("adminAudit.caption", { count: total.toLocaleString("en-US"), total })}
                rows={entries}
                rowKey={(entry) => entry.id}
                columns={auditColumns(t)}
              />
              <Pagination
                label={t("adminAudit.pages")}
                noun={t("adminAudit.entries")}
                page={filter.page}
                pageCount={pageCount}
                pageSize={AUDIT_PAGE_SIZE}
                total={total}
                hrefOf={(page) => `/admin/audit${auditSearch(filter, page)}`}
                previous={t("adminAudit.newer")}
                next={t("adminAudit.older")}
              />
            </>
          )
        ) : null}
        {filter?.kind !== "admin" ? <CountedEvents counters={counters} /> : null}
      </div>
    </AdminShell>
  );
}

/** A GET form: it works without JavaScript, and the filter stays in the address. */
function AuditFilters({ values, actions }: Pick<LoaderData, "values" | "actions">) {
  const t = useT();
  return (
    <Form
      method="get"
      aria-label={t("adminAudit.filters")}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <label className="block text-sm font-medium text-navy-900">
        <span className="mb-1.5 block">{t("adminAudit.kind")}</span>
        <select name="kind" defaultValue={values.kind ?? "admin"} className={inputClass}>
          {KIND_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(KIND_KEYS[choice])}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-navy-900">
        <span className="mb-1.5 block">{t("adminAudit.action")}</span>
        <select name="action" defaultValue={values.action ?? ""} className={inputClass}>
          <option value="">{t("adminAudit.anyAction")}</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-navy-900">
        <span className="mb-1.5 block">{t("adminAudit.person")}</span>
        <input
          type="search"
          name="person"
          defaultValue={values.person ?? ""}
          maxLength={EMAIL_MAX_LENGTH}
          placeholder="name@example.com"
          className={inputClass}
        />
      </label>
      <button type="submit" className={button}>
        {t("adminAudit.filter")}
      </button>
    </Form>
  );
}

function CountedEvents({ counters }: Pick<LoaderData, "counters">) {
  const t = useT();
  return (
    <section aria-labelledby="counted-title" className="space-y-3">
      <h2 id="counted-title" className="text-lg font-semibold text-navy-900">
        {t("adminAudit.countedTitle")}
      </h2>
      {counters.length === 0 ? (
        <p className="text-slate-600">{t("adminAudit.countedNone")}</p>
      ) : (
        <RecordTable
          caption={t("adminAudit.countedCaption")}
          rows={counters}
          rowKey={(counter) => `${counter.day} ${counter.action} ${counter.subject}`}
          columns={[
            {
              label: t("adminAudit.counted.day"),
              cell: (counter) => counter.day,
              card: "title",
              className: "font-mono",
            },
            {
              label: t("adminAudit.counted.event"),
              cell: (counter) => labelOf(t, COUNTED_KEYS, counter.action),
            },
            { label: t("adminAudit.counted.where"), cell: (counter) => counter.subject },
            {
              label: t("adminAudit.counted.count"),
              cell: (counter) => counter.count.toLocaleString("en-US"),
              className: "tabular-nums",
            },
          ]}
        />
      )}
    </section>
  );
}
