import { Inbox } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { leadsMessages as text } from "~/leads/dashboard-texts";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { useHydrated } from "~/ui/hooks";
import { type DashboardView, dashboardSearch } from "../dashboard.validation";
import { emptyViewAdvice } from "../empty-view";
import { earlierLabel, LEAD_STATUSES, type LeadStatus, STATUS_LABELS } from "../pipeline";
import { statusBadge } from "./LeadPipeline";

export interface LeadRow {
  id: string;
  name: string;
  email: string;
  source: string;
  /** The language to answer in, named in English. */
  language: string;
  date: string;
  time: string;
  status: LeadStatus;
  assignee: string | null;
  /** How many leads the same person sent before this one. */
  earlier: number;
}

/**
 * The id of a lead's status in the list: a change made there comes back to it (the address's
 * target), which shows the new stage.
 */
export const listStatusId = (leadId: string) => `status-${leadId}`;

/**
 * The stage of one lead, changed in one step: with JavaScript choosing submits; without it, a
 * Set button beside the list does. Lost goes to the lead page, which asks why.
 */
function StatusCell({ lead, back }: { lead: LeadRow; back: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.endsWith(lead.id);
  const id = listStatusId(lead.id);
  return (
    <Form method="post" action={`/admin/leads/${lead.id}`} className="flex items-center gap-1.5">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className="sr-only">
        Status of {lead.name}
      </label>
      <select
        id={id}
        name="status"
        defaultValue={lead.status}
        disabled={busy}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={`rounded-full border-0 py-1 pl-2.5 pr-7 text-xs font-semibold ${statusBadge[lead.status]}`}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button
          type="submit"
          className="rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold text-navy-900"
        >
          Set
        </button>
      )}
    </Form>
  );
}

/**
 * The list's columns. On a phone each lead is a card: the name heads it, a column with
 * `card: "badge"` (a status) sits beside the name, the others are labelled lines.
 */
function leadColumns(query: DashboardView): RecordColumn<LeadRow>[] {
  return [
    {
      label: "Name",
      className: "font-medium md:whitespace-nowrap",
      cell: (lead) => (
        <>
          <Link
            to={`/admin/leads/${lead.id}${dashboardSearch(query)}`}
            className="text-navy-800 underline underline-offset-2 hover:text-navy-950"
          >
            {lead.name}
          </Link>
          {lead.earlier > 0 ? (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {earlierLabel(lead.earlier)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      label: "Email",
      cell: (lead) => (
        <a
          href={`mailto:${lead.email}`}
          className="text-navy-700 underline-offset-2 hover:underline md:whitespace-nowrap"
        >
          {lead.email}
        </a>
      ),
    },
    {
      label: "Status",
      card: "badge",
      cell: (lead) => <StatusCell lead={lead} back={`/admin/leads${dashboardSearch(query)}`} />,
    },
    {
      label: "Assignee",
      className: "text-slate-700 md:whitespace-nowrap",
      cell: (lead) => lead.assignee ?? <span className="text-slate-500">Unassigned</span>,
    },
    {
      label: "Date",
      className: "tabular-nums text-slate-700 md:whitespace-nowrap",
      cell: (lead) => lead.date,
    },
    {
      label: "Time",
      className: "tabular-nums text-slate-700 md:whitespace-nowrap",
      cell: (lead) => lead.time,
    },
    { label: "Source", className: "text-slate-700", cell: (lead) => lead.source },
    { label: "Language", className: "text-slate-700", cell: (lead) => lead.language },
  ];
}

/** One page of leads, newest first; a name opens the lead, keeping the dashboard's view. */
export function LeadsTable({
  rows,
  query,
  page,
  pageCount,
  timeZoneName,
  filtered,
  assigneeName,
}: {
  rows: LeadRow[];
  query: DashboardView;
  page: number;
  pageCount: number;
  /** "Pacific Time": the company's zone, which every date and time is in. */
  timeZoneName: string;
  filtered: boolean;
  /** The person the Assignee filter names, if any. */
  assigneeName?: string;
}) {
  return (
    <div>
      <RecordTable
        label="Leads"
        caption={`Leads, newest first: page ${page} of ${pageCount}. Dates and times in ${timeZoneName}.`}
        look="dashboard"
        tableClassName="md:min-w-[44rem]"
        rows={rows}
        rowKey={(lead) => lead.id}
        columns={leadColumns(query)}
        empty={
          <>
            <Inbox aria-hidden="true" className="mx-auto mb-2 size-7 text-slate-400" />
            <p className="font-semibold text-navy-900">{text.noLeadsFound}</p>
            <p className="mt-1 text-slate-600">
              {filtered ? emptyViewAdvice(query, assigneeName) : text.noLeadsYet}
            </p>
          </>
        }
      />
    </div>
  );
}
