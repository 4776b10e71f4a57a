import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { leadsMessages as text } from "~/site/messages";
import { TableHead } from "~/ui/AdminTable";
import { type DashboardView, dashboardSearch } from "../dashboard.validation";

export interface LeadRow {
  id: string;
  name: string;
  email: string;
  source: string;
  date: string;
  time: string;
}

/** One page of leads, newest first; a name opens the lead, keeping the dashboard's view. */
export function LeadsTable({
  rows,
  query,
  page,
  pageCount,
  timeZone,
  filtered,
}: {
  rows: LeadRow[];
  query: DashboardView;
  page: number;
  pageCount: number;
  timeZone: string;
  filtered: boolean;
}) {
  // Focusable so that keyboard users can scroll the table sideways on a narrow screen.
  return (
    <section
      aria-label="Leads"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-navy-600"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">
          Leads, newest first: page {page} of {pageCount}. Dates and times in {timeZone}.
        </caption>
        <TableHead
          look="dashboard"
          cellClassName="px-4 py-3 font-semibold"
          columns={["Name", "Email", "Date", "Time", "Source"]}
        />
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-12 text-center">
                <Inbox aria-hidden="true" className="mx-auto mb-2 size-7 text-slate-400" />
                <p className="font-semibold text-navy-900">{text.noLeadsFound}</p>
                <p className="mt-1 text-slate-600">
                  {filtered ? text.noLeadsForFilter : text.noLeadsYet}
                </p>
              </td>
            </tr>
          ) : (
            rows.map((lead) => (
              <tr key={lead.id} className="hover:bg-slate-50">
                <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium">
                  <Link
                    to={`/admin/leads/${lead.id}${dashboardSearch(query)}`}
                    className="text-navy-800 underline underline-offset-2 hover:text-navy-950"
                  >
                    {lead.name}
                  </Link>
                </th>
                <td className="px-4 py-3">
                  <a
                    href={`mailto:${lead.email}`}
                    className="whitespace-nowrap text-navy-700 underline-offset-2 hover:underline"
                  >
                    {lead.email}
                  </a>
                </td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">
                  {lead.date}
                </td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">
                  {lead.time}
                </td>
                <td className="px-4 py-3 text-slate-700">{lead.source}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
