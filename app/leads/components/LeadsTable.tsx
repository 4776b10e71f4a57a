import { Inbox } from "lucide-react";
import { useMemo } from "react";
import { useNavigation, useSubmit } from "react-router";
import { useT } from "~/i18n/I18nContext";
import type { Translator } from "~/i18n/translator";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { useHydrated } from "~/ui/hooks";
import { RouterLinks } from "~/ui/RouterLinks";
import { type DashboardView, dashboardSearch } from "../dashboard/dashboard.validation";
import { emptyViewAdvice } from "../dashboard/empty-view";
import { earlierLabel, STAGE_KEYS } from "../office-labels";
import type { LeadStatus } from "../pipeline/pipeline";
import { statusBadge } from "./status-badge";

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

/** The list's one form for the stages without JavaScript: it holds the table, every row's select and Set. */
const STAGES_FORM = "lead-stages";

/** What every row's stage control shares: the page's state and its one way to send a change. */
interface StageControls {
  t: Translator["t"];
  hydrated: boolean;
  /** The lead whose change is on its way, if any. */
  busyLead: string | undefined;
  change: (leadId: string, status: string) => void;
}

/**
 * The stage of one lead, changed in one step: with JavaScript choosing submits; without it, the
 * row's Set button sends the page's one form, which holds the table, to the lead's address
 * (`formAction`), where the select named by the lead carries its stage. Lost goes to the lead
 * page, which asks why. Plain elements, fifty to a page: no form component nor hook per row, and
 * no class but the stage's colours: `.lead-table` styles the select and Set by their place
 * (app/app.css; docs/decisions/0094, 0109).
 */
function StatusCell({ lead, controls }: { lead: LeadRow; controls: StageControls }) {
  return (
    <>
      <select
        id={listStatusId(lead.id)}
        aria-label={controls.t("adminLeads.table.statusOf", { name: lead.name })}
        name={lead.id}
        defaultValue={lead.status}
        disabled={controls.busyLead === lead.id}
        onChange={(event) => controls.change(lead.id, event.currentTarget.value)}
        className={statusBadge[lead.status]}
      >
        {lead.stages.map((status) => (
          <option key={status} value={status}>
            {controls.t(STAGE_KEYS[status])}
          </option>
        ))}
      </select>
      {controls.hydrated ? null : (
        <button type="submit" formAction={`/admin/leads/${lead.id}`}>
          {controls.t("adminLeads.table.set")}
        </button>
      )}
    </>
  );
}

/** The rows' stage controls: the page's state read once, and a change sent to the lead's address. */
function useStageControls(back: string): StageControls {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const action = navigation.state === "submitting" ? navigation.formAction : undefined;
  const busyLead = action?.startsWith("/admin/leads/") ? action.slice(13) : undefined;
  return useMemo(
    () => ({
      t,
      hydrated,
      busyLead,
      change: (leadId, status) =>
        submit(
          { intent: "status", status, back },
          { method: "post", action: `/admin/leads/${leadId}` },
        ),
    }),
    [t, hydrated, busyLead, back, submit],
  );
}

/**
 * The list's columns. On a phone each lead is a card: the name heads it, a column with
 * `card: "badge"` (a status) sits beside the name, the others are labelled lines. Their cells
 * carry no class: `.lead-table` styles each column by its place (app/app.css), so a column moved
 * here moves there too.
 */
function leadColumns(query: DashboardView, controls: StageControls): RecordColumn<LeadRow>[] {
  const { t } = controls;
  return [
    {
      label: t("adminLeads.table.name"),
      cell: (lead) => (
        <>
          <a href={`/admin/leads/${lead.id}${dashboardSearch(query)}`}>{lead.name}</a>
          {lead.earlier > 0 ? <span>{earlierLabel(t, lead.earlier)}</span> : null}
        </>
      ),
    },
    {
      label: t("adminLeads.table.email"),
      cell: (lead) => <a href={`mailto:${lead.email}`}>{lead.email}</a>,
    },
    {
      label: t("adminLeads.table.status"),
      card: "badge",
      cell: (lead) => <StatusCell lead={lead} controls={controls} />,
    },
    {
      label: t("adminLeads.table.assignee"),
      plain: true,
      cell: (lead) =>
        lead.assignee ?? <span className="text-slate-500">{t("adminLeads.unassigned")}</span>,
    },
    { label: t("adminLeads.table.date"), plain: true, cell: (lead) => lead.date },
    { label: t("adminLeads.table.time"), plain: true, cell: (lead) => lead.time },
    { label: t("adminLeads.table.source"), plain: true, cell: (lead) => lead.source },
    { label: t("adminLeads.table.language"), plain: true, cell: (lead) => lead.language },
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
  const back = `/admin/leads${dashboardSearch(query)}`;
  const controls = useStageControls(back);
  const t = useT();
  return (
    <RouterLinks>
      {/* Without JavaScript a row's Set sends this form to its lead (the button's formAction). */}
      <form id={STAGES_FORM} method="post">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="back" value={back} />
        <RecordTable
          label={t("adminLeads.table.label")}
          caption={t("adminLeads.table.caption", { page, pageCount, zone: timeZoneName })}
          look="dashboard"
          tableClassName="lead-table md:min-w-[44rem]"
          cellClassName=""
          rows={rows}
          rowKey={(lead) => lead.id}
          columns={leadColumns(query, controls)}
          empty={
            <>
              <Inbox aria-hidden="true" className="mx-auto mb-2 size-7 text-slate-400" />
              <p className="font-semibold text-navy-900">{t("adminLeads.noLeadsFound")}</p>
              <p className="mt-1 text-slate-600">
                {filtered ? emptyViewAdvice(t, query, assigneeName) : t("adminLeads.noLeadsYet")}
              </p>
            </>
          }
        />
      </form>
    </RouterLinks>
  );
}
