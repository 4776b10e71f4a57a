import { type FormEvent, useEffect, useRef } from "react";
import { data, Link, useFormAction, useNavigation, useSubmit } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { toAnswer } from "~/forms/answer-target";
import { FormAnswer } from "~/forms/FormBanner";
import { useT } from "~/i18n/I18nContext";
import { jobsNow } from "~/jobs/clock.server";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { RouterLinks } from "~/ui/RouterLinks";
import { DeskFilters, DeskViews } from "../components/DeskFilters";
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
  const moves = useCardMoves();
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
        onSubmit={moves.onSubmit}
      >
        {/* Plain card links, followed by the router (docs/decisions/0120). */}
        <RouterLinks>
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
                      <BoardCard card={card} moveAction={moves.moveAction} />
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
        </RouterLinks>
      </section>
    </AdminShell>
  );
}

/**
 * A card: the work order at a glance and, while its status is not final, the form that moves
 * it. Its parts carry no class: `.desk-card` styles them by their element (app/app.css), up to a
 * hundred and sixty cards a page. The link and the form are plain: the browser follows and posts
 * them without JavaScript; with it, `RouterLinks` takes the link through the router and the
 * board's one handler sends the form (`useCardMoves`).
 */
function BoardCard({ card, moveAction }: { card: BoardCardView; moveAction: string }) {
  const t = useT();
  const selectId = `move-${card.id}`;
  return (
    <article className="desk-card">
      {/* No status badge: the card's column names its status, as the leads board's does. */}
      <a href={`/admin/work-orders/${card.id}`}>{card.number}</a>
      <p>{card.client}</p>
      <p>{card.site}</p>
      <p>
        {card.priority}
        {card.technician ? ` · ${card.technician}` : ""}
      </p>
      <p>
        <TimeLeft text={card.timeLeft} overdue={card.overdue} />
      </p>
      {card.moves.length === 0 ? (
        <p>{t("adminService.desk.board.final")}</p>
      ) : (
        <form method="post" action={moveAction}>
          <input type="hidden" name="workOrderId" value={card.id} />
          <label htmlFor={selectId} className="sr-only">
            {`${t("adminService.desk.board.move")} (${card.number})`}
          </label>
          <select id={selectId} name="status">
            {card.moves.map((status) => (
              <option key={status} value={status}>
                {t(WORK_ORDER_STATUS_KEYS[status])}
              </option>
            ))}
          </select>
          <button type="submit">{t("adminService.desk.board.submit")}</button>
        </form>
      )}
    </article>
  );
}

/**
 * The cards' moves: their forms post to the board at its answer (so that without JavaScript the
 * answer opens in view), and with JavaScript one handler sends each through the router, as
 * React Router's `<Form>` would, once while it is on its way: a `<Form>` a card resolved its
 * address and read the router on every render (docs/decisions/0119).
 */
function useCardMoves() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const moveAction = toAnswer(useFormAction(), MOVE_FORM);
  // Set at once, before the router's state says so: a second press right after the first sends
  // nothing more. Free again once the router stops submitting.
  const sending = useRef(false);
  useEffect(() => {
    if (navigation.state !== "submitting") sending.current = false;
  }, [navigation.state]);
  const onSubmit = (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void submit(form);
  };
  return { moveAction, onSubmit };
}
