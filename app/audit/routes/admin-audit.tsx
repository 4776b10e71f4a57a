import { listAudit } from "~/audit/audit.server";
import { AdminShell } from "~/auth/AdminShell";
import { requireAdmin } from "~/auth/session.server";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import type { Route } from "./+types/admin-audit";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Audit Log", companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const entries = await listAudit(context.database.db);
  return { entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) };
}

type ListedEntry = Awaited<ReturnType<typeof loader>>["entries"][number];

/** On a phone each entry is a card headed by what was done. */
const auditColumns: RecordColumn<ListedEntry>[] = [
  {
    label: "When (UTC)",
    cell: (entry) => entry.at.replace("T", " ").slice(0, 19),
    card: "field",
    className: "font-mono text-xs md:whitespace-nowrap",
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

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title="Audit Log">
      {loaderData.entries.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          Nothing has been recorded yet.
        </p>
      ) : (
        <RecordTable
          caption="The latest 200 recorded actions, newest first"
          rows={loaderData.entries}
          rowKey={(entry) => entry.id}
          columns={auditColumns}
        />
      )}
    </AdminShell>
  );
}
