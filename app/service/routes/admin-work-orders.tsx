import { Link } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { useT } from "~/i18n/I18nContext";
import type { Translator } from "~/i18n/translator";
import { jobsNow } from "~/jobs/clock.server";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { ChannelBadge } from "~/service/components/ChannelBadge";
import { ChannelNotice } from "~/service/components/ChannelNotice";
import { CHANNEL_PAGE } from "~/service/servicechannel/desk-page";
import { countFailedMessages } from "~/service/servicechannel/outbox.server";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { Pagination } from "~/ui/Pagination";
import { RouterLinks } from "~/ui/RouterLinks";
import { DeskFilters, DeskViews } from "../components/DeskFilters";
import { StatusBadge } from "../components/StatusBadge";
import { TimeLeft } from "../components/TimeLeft";
import { deskFilterFrom, deskQuery } from "../desk/desk";
import { DESK_PAGE_SIZE, listWorkOrders } from "../desk/desk.server";
import { deskOptions, deskRowView } from "../desk/desk-page.server";
import type { Route } from "./+types/admin-work-orders";

export const meta: Route.MetaFunction = privatePageMeta("adminService.desk.title");

/** The office's work orders, the nearest clock first (docs/service-desk.md#the-desk). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  const db = context.database.db;
  const filter = deskFilterFrom(new URL(request.url).searchParams);
  // The jobs' time (the real one in production), so the desk and the clocks' alerts agree.
  const now = jobsNow();
  const { rows, total } = await listWorkOrders(db, filter, now);
  return {
    filter,
    total,
    pageSize: DESK_PAGE_SIZE,
    ...(await deskOptions(db)),
    channel: { failed: await countFailedMessages(db), page: CHANNEL_PAGE },
    orders: rows.map((row) => deskRowView(row, now)),
  };
}

type Row = Route.ComponentProps["loaderData"]["orders"][number];

const columnsOf = (t: Translator["t"]): RecordColumn<Row>[] => [
  {
    label: t("adminService.desk.columns.number"),
    card: "title",
    cell: (row) => (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <a href={`/admin/work-orders/${row.id}`} className="font-semibold text-navy-700 underline">
          {row.number}
        </a>
        {row.channelNumber !== null ? <ChannelBadge number={row.channelNumber} /> : null}
      </span>
    ),
  },
  {
    label: t("adminService.desk.columns.status"),
    card: "badge",
    plain: true,
    cell: (row) => <StatusBadge status={row.status} />,
  },
  // Text or one element each, written straight into the cell (docs/decisions/0109, 0122).
  { label: t("adminService.desk.columns.client"), plain: true, cell: (row) => row.client },
  { label: t("adminService.desk.columns.site"), plain: true, cell: (row) => row.site },
  { label: t("adminService.desk.columns.priority"), plain: true, cell: (row) => row.priority },
  {
    label: t("adminService.desk.columns.technician"),
    plain: true,
    cell: (row) => row.technician ?? "—",
  },
  {
    label: t("adminService.desk.columns.nextDue"),
    plain: true,
    cell: (row) => row.nextDue ?? t("adminService.desk.noClock"),
  },
  {
    label: t("adminService.desk.columns.timeLeft"),
    plain: true,
    cell: (row) => <TimeLeft text={row.timeLeft} overdue={row.overdue} />,
  },
  {
    label: t("adminService.desk.columns.po"),
    plain: true,
    cell: (row) =>
      row.poMissing ? (
        <span className="font-semibold text-red-800">{t("adminService.desk.poMissing")}</span>
      ) : (
        row.po || "—"
      ),
  },
];

export default function AdminWorkOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filter, clients, priorities, technicians, orders, total, pageSize, channel } = loaderData;
  const query = deskQuery(filter);
  const to = (page: number) =>
    `/admin/work-orders?${[query, `page=${page}`].filter(Boolean).join("&")}`;
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <AdminShell
      title={t("adminService.desk.title")}
      actions={
        <Link to={channel.page} className="py-1 text-sm font-semibold text-navy-700 underline">
          ServiceChannel
        </Link>
      }
    >
      <ChannelNotice failed={channel.failed} to={channel.page} />
      <DeskViews current="list" query={query} />
      <DeskFilters
        filter={filter}
        clients={clients}
        priorities={priorities}
        technicians={technicians}
      />
      {/* The rows' links are plain anchors routed by one handler (docs/decisions/0094). */}
      <RouterLinks>
        <RecordTable
          caption={t("adminService.desk.caption")}
          rows={orders}
          rowKey={(row) => row.id}
          columns={columnsOf(t)}
          empty={<p className="p-4 text-sm text-slate-600">{t("adminService.desk.empty")}</p>}
        />
      </RouterLinks>
      <div className="mt-4">
        <Pagination
          label={t("adminService.desk.pages.label")}
          noun={t("adminService.desk.title")}
          page={filter.page}
          pageCount={last}
          pageSize={pageSize}
          total={total}
          hrefOf={to}
        />
      </div>
    </AdminShell>
  );
}
