import { data, Form } from "react-router";
import { AUDIT_PAGE_SIZE, auditSearch } from "~/audit/audit-kinds";
import { auditPage } from "~/audit/audit-page.server";
import { requireAdmin } from "~/auth/session.server";
import { EMAIL_MAX_LENGTH } from "~/forms/email-limit";
import { inputClass } from "~/forms/fields";
import { AdminShell } from "~/layout/AdminShell";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { Pagination } from "~/ui/Pagination";
import type { Route } from "./+types/admin-audit";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Audit Log", companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

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
const auditColumns: RecordColumn<ListedEntry>[] = [
  {
    label: "When",
    cell: (entry) => <time dateTime={entry.at}>{entry.atText}</time>,
    card: "field",
    className: "text-xs md:whitespace-nowrap",
  },
  { label: "Who", cell: (entry) => entry.actorEmail ?? "system" },
  {
    label: "Action",
    cell: (entry) => entry.action,
    card: "title",
    className: "font-medium text-navy-900",
  },
  { label: "Subject", cell: (entry) => entry.subject ?? "" },
  {
    label: "Details",
    cell: (entry) => (Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ""),
    className: "font-mono text-xs text-slate-600 [overflow-wrap:anywhere]",
  },
];

const KIND_CHOICES = [
  { value: "admin", label: "Admin actions" },
  { value: "security", label: "Security events" },
  { value: "all", label: "Everything" },
] as const;

const button =
  "inline-flex items-center justify-center rounded-md border border-navy-300 bg-white px-4 py-2.5 text-sm font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600";

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { error, values, filter, entries, total, pageCount, actions, counters } = loaderData;
  return (
    <AdminShell title="Audit Log">
      <div className="space-y-6">
        <p className="max-w-prose text-slate-600">
          Admin actions and security events, newest first, kept for one year. Failed sign-ins for
          addresses that are no account's are counted per day below, not listed one by one.
        </p>
        <AuditFilters values={values} actions={actions} />
        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {error}
          </p>
        ) : null}
        {filter ? (
          entries.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
              Nothing recorded matches this filter.
            </p>
          ) : (
            <>
              <RecordTable
                caption={`${total.toLocaleString("en-US")} recorded ${total === 1 ? "entry" : "entries"} match, newest first`}
                rows={entries}
                rowKey={(entry) => entry.id}
                columns={auditColumns}
              />
              <Pagination
                label="Pages of the audit log"
                noun="Entries"
                page={filter.page}
                pageCount={pageCount}
                pageSize={AUDIT_PAGE_SIZE}
                total={total}
                hrefOf={(page) => `/admin/audit${auditSearch(filter, page)}`}
                previous="Newer"
                next="Older"
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
  return (
    <Form
      method="get"
      aria-label="Filter the audit log"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <label className="block text-sm font-medium text-navy-900">
        <span className="mb-1.5 block">Kind</span>
        <select name="kind" defaultValue={values.kind ?? "admin"} className={inputClass}>
          {KIND_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-navy-900">
        <span className="mb-1.5 block">Action</span>
        <select name="action" defaultValue={values.action ?? ""} className={inputClass}>
          <option value="">Any action</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-navy-900">
        <span className="mb-1.5 block">Person (who, or whom it was about)</span>
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
        Filter
      </button>
    </Form>
  );
}

const COUNTED_LABELS: Record<string, string> = {
  "sign-in.failed.unknown-account": "Failed sign-ins, no such account",
};

function CountedEvents({ counters }: Pick<LoaderData, "counters">) {
  return (
    <section aria-labelledby="counted-title" className="space-y-3">
      <h2 id="counted-title" className="text-lg font-semibold text-navy-900">
        Counted events, last 30 days
      </h2>
      {counters.length === 0 ? (
        <p className="text-slate-600">None.</p>
      ) : (
        <RecordTable
          caption="Events anyone can cause without an account, counted per day (UTC)"
          rows={counters}
          rowKey={(counter) => `${counter.day} ${counter.action} ${counter.subject}`}
          columns={[
            { label: "Day", cell: (counter) => counter.day, card: "title", className: "font-mono" },
            { label: "Event", cell: (counter) => COUNTED_LABELS[counter.action] ?? counter.action },
            { label: "Where", cell: (counter) => counter.subject },
            {
              label: "Count",
              cell: (counter) => counter.count.toLocaleString("en-US"),
              className: "tabular-nums",
            },
          ]}
        />
      )}
    </section>
  );
}
