import { Form, Link } from "react-router";
import { AdminShell } from "~/auth/AdminShell";
import { requirePermission } from "~/auth/session.server";
import { SelectField } from "~/forms/fields";
import { serverTranslator } from "~/i18n/catalogue.server";
import { jobsNow } from "~/jobs/clock.server";
import { ChannelBadge } from "~/servicechannel/components/ChannelBadge";
import { ChannelNotice } from "~/servicechannel/components/ChannelNotice";
import { CHANNEL_PAGE } from "~/servicechannel/desk-page";
import { countFailedMessages } from "~/servicechannel/outbox.server";
import { companyNameFromMatches } from "~/site/seo";
import { pageTitle } from "~/site/titles";
import { type RecordColumn, RecordTable } from "~/ui/AdminTable";
import { Pagination } from "~/ui/Pagination";
import { deskTexts as text, WORK_ORDER_STATUS_LABELS } from "../admin-texts";
import { listClients } from "../clients.server";
import { DUE_FIELDS, runningClock, timeLeftText } from "../clocks";
import { StatusBadge } from "../components/StatusBadge";
import { TimeLeft } from "../components/TimeLeft";
import { DESK_PAGE_SIZE, deskFilterFrom, listWorkOrders, priorityNames } from "../desk.server";
import { dueText } from "../request-mail.server";
import { WORK_ORDER_STATUSES, workOrderNumber } from "../service";
import type { Route } from "./+types/admin-work-orders";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(text.title, companyNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

/** The office's work orders, the nearest clock first (docs/service-desk.md#the-desk). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  const db = context.database.db;
  const filter = deskFilterFrom(new URL(request.url).searchParams);
  const { rows, total } = await listWorkOrders(db, filter);
  // The jobs' time (the real one in production), so the desk and the clocks' alerts agree.
  const now = jobsNow();
  const english = serverTranslator("en");
  return {
    filter,
    total,
    pageSize: DESK_PAGE_SIZE,
    clients: (await listClients(db)).map((client) => ({ id: client.id, name: client.name })),
    priorities: await priorityNames(db),
    channel: { failed: await countFailedMessages(db), page: CHANNEL_PAGE },
    orders: rows.map(({ order, clientName, siteNumber, siteName, timeZone }) => {
      const clock = runningClock(order);
      return {
        id: order.id,
        number: workOrderNumber(order.number),
        /** ServiceChannel's number, for a work order that came from it. */
        channelNumber: order.servicechannelId === null ? null : order.servicechannelNumber,
        status: order.status,
        client: clientName,
        site: `${siteNumber} · ${siteName}`,
        priority: order.priority,
        nextDue: clock
          ? `${text.order[DUE_FIELDS[clock.clock]]} ${dueText(clock.due, timeZone, "en")}`
          : null,
        timeLeft: clock ? timeLeftText(clock.due, now, english) : null,
        overdue: clock !== null && clock.due <= now,
        po: order.poNumber,
        poMissing: order.poMissing,
      };
    }),
  };
}

type Row = Route.ComponentProps["loaderData"]["orders"][number];

const columns: RecordColumn<Row>[] = [
  {
    label: text.columns.number,
    card: "title",
    cell: (row) => (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link to={`/admin/work-orders/${row.id}`} className="font-semibold text-navy-700 underline">
          {row.number}
        </Link>
        {row.channelNumber !== null ? <ChannelBadge number={row.channelNumber} /> : null}
      </span>
    ),
  },
  { label: text.columns.status, card: "badge", cell: (row) => <StatusBadge status={row.status} /> },
  { label: text.columns.client, cell: (row) => row.client },
  { label: text.columns.site, cell: (row) => row.site },
  { label: text.columns.priority, cell: (row) => row.priority },
  { label: text.columns.nextDue, cell: (row) => row.nextDue ?? text.noClock },
  {
    label: text.columns.timeLeft,
    cell: (row) => <TimeLeft text={row.timeLeft} overdue={row.overdue} />,
  },
  {
    label: text.columns.po,
    cell: (row) =>
      row.poMissing ? (
        <span className="font-semibold text-red-800">{text.poMissing}</span>
      ) : (
        row.po || "—"
      ),
  },
];

export default function AdminWorkOrders({ loaderData }: Route.ComponentProps) {
  const { filter, clients, priorities, orders, total, pageSize, channel } = loaderData;
  const query = new URLSearchParams(
    Object.entries({
      client: filter.client,
      status: filter.status,
      priority: filter.priority,
    }).filter(([, value]) => value !== ""),
  ).toString();
  const to = (page: number) =>
    `/admin/work-orders?${[query, `page=${page}`].filter(Boolean).join("&")}`;
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <AdminShell
      title={text.title}
      actions={
        <Link to={channel.page} className="py-1 text-sm font-semibold text-navy-700 underline">
          ServiceChannel
        </Link>
      }
    >
      <ChannelNotice failed={channel.failed} to={channel.page} />
      <Form
        method="get"
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label={text.filters.title}
      >
        <SelectField
          idPrefix="filter"
          name="client"
          label={text.filters.client}
          defaultValue={filter.client}
        >
          <option value="">{text.filters.all}</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          idPrefix="filter"
          name="status"
          label={text.filters.status}
          defaultValue={filter.status}
        >
          <option value="">{text.filters.all}</option>
          {WORK_ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {WORK_ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField
          idPrefix="filter"
          name="priority"
          label={text.filters.priority}
          defaultValue={filter.priority}
        >
          <option value="">{text.filters.all}</option>
          {priorities.map((priority) => (
            <option key={priority} value={priority}>
              {priority}
            </option>
          ))}
        </SelectField>
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800"
        >
          {text.filters.apply}
        </button>
      </Form>
      <RecordTable
        caption={text.caption}
        rows={orders}
        rowKey={(row) => row.id}
        columns={columns}
        empty={<p className="p-4 text-sm text-slate-600">{text.empty}</p>}
      />
      <div className="mt-4">
        <Pagination
          label={text.pages.label}
          noun={text.title}
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
