import { data, Link } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { AnswerForm } from "~/forms/AnswerForm";
import { FormAnswer } from "~/forms/FormBanner";
import { useT } from "~/i18n/I18nContext";
import { jobsNow } from "~/jobs/clock.server";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { DeskFilters, DeskViews } from "../components/DeskFilters";
import { StatusBadge } from "../components/StatusBadge";
import { TimeLeft } from "../components/TimeLeft";
import { deskFilterFrom, deskQuery } from "../desk/desk";
import {
  type BoardCardView,
  boardCardView,
  boardColumns,
  deskOptions,
  moveCard,
} from "../desk/desk-page.server";
import { WORK_ORDER_STATUS_KEYS } from "../desk/office-labels";
import type { Route } from "./+types/admin-work-orders-board";

export const meta: Route.MetaFunction = privatePageMeta("adminService.desk.board.title");

/** The board: a column a status, the desk's filters (docs/service-desk.md#the-desk). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "service");
  const db = context.database.db;
  const filter = { ...deskFilterFrom(new URL(request.url).searchParams), status: "" as const };
  const now = jobsNow();
  const columns = await boardColumns(db, filter, now);
  return {
    filter,
    ...(await deskOptions(db)),
    columns: columns.map((column) => ({
      status: column.status,
      more: column.more,
      cards: column.rows.map((row) => boardCardView(row, now)),
    })),
  };
}

/** A card moved: the status form of the work order's page, by the same rule, answered here. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "service");
  const answer = await moveCard(context, viewer, await request.formData());
  return data(answer, { status: answer.status });
}

const MOVE_FORM = "move";

export default function WorkOrderBoard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { filter, clients, priorities, technicians, columns } = loaderData;
  const query = deskQuery(filter);
  return (
    <AdminShell
      title={t("adminService.desk.board.title")}
      back={{ to: "/admin/work-orders", label: t("adminService.desk.title") }}
    >
      <DeskViews current="board" query={query} />
      <DeskFilters
        filter={filter}
        clients={clients}
        priorities={priorities}
        technicians={technicians}
        withStatus={false}
      />
      <p className="mb-3 text-sm text-slate-600">{t("adminService.desk.board.help")}</p>
      <FormAnswer form={MOVE_FORM} answer={actionData} className="mb-4" />
      {/* A column a status, side by side on a wide screen; stacked on a phone, where a row of
          eight columns would be too narrow to read. */}
      <section
        aria-label={t("adminService.desk.board.region")}
        className="grid gap-3 md:grid-cols-2 lg:grid-cols-4"
      >
        {columns.map((column) => (
          <section
            key={column.status}
            aria-labelledby={`column-${column.status}`}
            className="rounded-lg border border-slate-200 bg-slate-50 p-3"
          >
            <h2 id={`column-${column.status}`} className="mb-2 font-semibold text-navy-900">
              {t(WORK_ORDER_STATUS_KEYS[column.status])}{" "}
              <span className="text-sm font-normal text-slate-600">({column.cards.length})</span>
            </h2>
            {column.cards.length === 0 ? (
              <p className="text-sm text-slate-500">{t("adminService.desk.board.none")}</p>
            ) : (
              <ul className="space-y-2">
                {column.cards.map((card) => (
                  <li key={card.id}>
                    <BoardCard card={card} answer={actionData} />
                  </li>
                ))}
              </ul>
            )}
            {column.more ? (
              <Link
                to={`/admin/work-orders?${[query, `status=${column.status}`].filter(Boolean).join("&")}`}
                className="mt-2 inline-block text-sm font-semibold text-navy-700 underline"
              >
                {t("adminService.desk.board.more")}
              </Link>
            ) : null}
          </section>
        ))}
      </section>
    </AdminShell>
  );
}

/** A card: the work order at a glance and, while its status is not final, the form that moves it. */
function BoardCard({
  card,
  answer,
}: {
  card: BoardCardView;
  answer: { workOrderId?: string; ok: boolean } | undefined;
}) {
  const t = useT();
  const selectId = `move-${card.id}`;
  return (
    <article className="rounded-md border border-slate-200 bg-white p-3 text-sm shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <Link
          to={`/admin/work-orders/${card.id}`}
          className="font-semibold text-navy-700 underline"
        >
          {card.number}
        </Link>
        <StatusBadge status={card.status} />
      </div>
      <p className="mt-1 text-navy-900">{card.client}</p>
      <p className="text-slate-700">{card.site}</p>
      <p className="text-slate-700">
        {card.priority}
        {card.technician ? ` · ${card.technician}` : ""}
      </p>
      <p className="mt-1">
        <TimeLeft text={card.timeLeft} overdue={card.overdue} />
      </p>
      {card.moves.length === 0 ? (
        <p className="mt-2 text-xs text-slate-500">{t("adminService.desk.board.final")}</p>
      ) : (
        <AnswerForm
          answerTo={MOVE_FORM}
          answer={answer?.workOrderId === card.id ? answer : undefined}
          className="mt-2 flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="workOrderId" value={card.id} />
          <label htmlFor={selectId} className="sr-only">
            {`${t("adminService.desk.board.move")} (${card.number})`}
          </label>
          <select
            id={selectId}
            name="status"
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-navy-900"
          >
            {card.moves.map((status) => (
              <option key={status} value={status}>
                {t(WORK_ORDER_STATUS_KEYS[status])}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="rounded-md bg-navy-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-navy-700"
          >
            {t("adminService.desk.board.submit")}
          </button>
        </AnswerForm>
      )}
    </article>
  );
}
