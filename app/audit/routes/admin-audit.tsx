import { listAudit } from "~/audit/audit.server";
import { AdminShell } from "~/auth/AdminShell";
import { requireAdmin } from "~/auth/session.server";
import { pageTitle } from "~/site/titles";
import { ListTable } from "~/ui/AdminTable";
import type { Route } from "./+types/admin-audit";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Audit Log") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const entries = await listAudit(context.database.db);
  return { entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title="Audit Log">
      {loaderData.entries.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          Nothing has been recorded yet.
        </p>
      ) : (
        <ListTable
          caption="The latest 200 recorded actions, newest first"
          columns={["When (UTC)", "Who", "Action", "Subject", "Details"]}
        >
          {loaderData.entries.map((entry) => (
            <tr key={entry.id}>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">
                {entry.at.replace("T", " ").slice(0, 19)}
              </td>
              <td className="px-4 py-3">{entry.actorEmail ?? "system"}</td>
              <td className="px-4 py-3 font-medium text-navy-900">{entry.action}</td>
              <td className="px-4 py-3">{entry.subject ?? ""}</td>
              <td className="px-4 py-3 font-mono text-xs text-slate-600">
                {Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ""}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </AdminShell>
  );
}
