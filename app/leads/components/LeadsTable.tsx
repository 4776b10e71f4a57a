import { Inbox } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/I18nContext";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { useHydrated } from "~/ui/hooks";
import { type DashboardView, dashboardSearch } from "../dashboard.validation";
import { emptyViewAdvice } from "../empty-view";
import { earlierLabel, type LeadStatus, STATUS_LABELS } from "../pipeline";
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
  /** The stages of the lead's pipeline (a certificate request has its own). */
  stages: readonly LeadStatus[];
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
  // The list's classes are named once in app/app.css (`.lead-*`): fifty rows repeat them.
  return (
    <Form method="post" action={`/admin/leads/${lead.id}`} className="lead-status-form">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="back" value={back} />
      <select
        id={id}
        aria-label={`Status of ${lead.name}`}
        name="status"
        defaultValue={lead.status}
        disabled={busy}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={`lead-status ${statusBadge[lead.status]}`}
      >
        {lead.stages.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="lead-status-set">
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
      className: "lead-name",
      cell: (lead) => (
        <>
          <Link to={`/admin/leads/${lead.id}${dashboardSearch(query)}`} className="lead-link">
            {lead.name}
          </Link>
          {lead.earlier > 0 ? (
            <span className="lead-earlier">{earlierLabel(lead.earlier)}</span>
          ) : null}
        </>
      ),
    },
    {
      label: "Email",
      cell: (lead) => (
        <a href={`mailto:${lead.email}`} className="lead-email">
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
      className: "lead-assignee",
      cell: (lead) => lead.assignee ?? <span className="text-slate-500">Unassigned</span>,
    },
    {
      label: "Date",
      className: "lead-number",
      cell: (lead) => lead.date,
    },
    {
      label: "Time",
      className: "lead-number",
      cell: (lead) => lead.time,
    },
    { label: "Source", className: "lead-muted", cell: (lead) => lead.source },
    { label: "Language", className: "lead-muted", cell: (lead) => lead.language },
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
  const t = useT();
  return (
    <div>
      <RecordTable
        label="Leads"
        caption={`Leads, newest first: page ${page} of ${pageCount}. Dates and times in ${timeZoneName}.`}
        look="dashboard"
        tableClassName="md:min-w-[44rem]"
        cellClassName="lead-cell"
        rows={rows}
        rowKey={(lead) => lead.id}
        columns={leadColumns(query)}
        empty={
          <>
            <Inbox aria-hidden="true" className="mx-auto mb-2 size-7 text-slate-400" />
            <p className="font-semibold text-navy-900">{t("adminLeads.noLeadsFound")}</p>
            <p className="mt-1 text-slate-600">
              {filtered ? emptyViewAdvice(query, assigneeName) : t("adminLeads.noLeadsYet")}
            </p>
          </>
        }
      />
    </div>
  );
}
