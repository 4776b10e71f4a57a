import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { answerId, toAnswer } from "~/forms/answer-target";
import { useT } from "~/i18n/I18nContext";
import { useHydrated } from "~/ui/hooks";
import { RouterLinks } from "~/ui/RouterLinks";
import type { LeadKind } from "../dashboard/dashboard.validation";
import { KIND_KEYS, LOST_REASON_KEYS, STAGE_KEYS } from "../office-labels";
import {
  type LeadStatus,
  LOST_REASONS,
  PIPELINE_LIMITS,
  type Pipeline,
  stagesOf,
} from "../pipeline/pipeline";
import { secondaryButton } from "./DashboardActions";
import { statusBadge } from "./status-badge";

interface BoardCardView {
  id: string;
  name: string;
  kind: LeadKind;
  status: LeadStatus;
  age: string;
  receivedIso: string;
  /** "May 14, 2025 at 12:30 PM PDT". */
  received: string;
  assignee: string | null;
  /** Why a Lost lead was lost, in words. */
  lostReason: string | null;
}

interface BoardColumnView {
  status: LeadStatus;
  total: number;
  cards: BoardCardView[];
}

interface BoardAnswerView {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  leadId?: string;
}

const control =
  "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-navy-600";
const smallButton =
  "rounded-md bg-navy-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 disabled:opacity-60";
const DRAG_TYPE = "application/x-lead-id";

/** The stage before or after a card's in its pipeline, by arrow key; undefined at either end. */
function neighbour(card: BoardCardView, key: string): LeadStatus | undefined {
  const stages = stagesOf(card.kind);
  const index = stages.indexOf(card.status);
  if (key === "ArrowRight" || key === "ArrowDown") return stages[index + 1];
  if (key === "ArrowLeft" || key === "ArrowUp") return stages[index - 1];
  return undefined;
}

/** The board's moves answer in its announcement, above the columns. */
const MOVE_FORM = "move";

/**
 * The board (docs/product.md#the-board). Every card carries a form that moves it, which is all a
 * browser without JavaScript needs (Lost's reason fields join the card's form when a move to Lost
 * came back asking why). Once the page runs, the same moves also come by dragging a card onto a
 * column or by the arrow keys on a focused card; Lost then asks its reason in a small dialog, and
 * each move is announced.
 */
export function LeadBoard({
  pipeline,
  columns,
  answer: pageAnswer,
}: {
  pipeline: Pipeline;
  columns: BoardColumnView[];
  answer: BoardAnswerView | undefined;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<BoardAnswerView>();
  const answer = fetcher.data ?? pageAnswer;
  const [losing, setLosing] = useState<BoardCardView | null>(null);
  const [dropTarget, setDropTarget] = useState<LeadStatus | null>(null);
  const [pending, setPending] = useState("");
  // The card that was moved by keyboard keeps the focus in its new column.
  const refocus = useRef<string | null>(null);
  const helpId = useId();
  const cards = new Map(columns.flatMap((column) => column.cards.map((card) => [card.id, card])));

  // Once the move is saved and the board reloaded (the fetcher back to idle after being busy).
  const wasBusy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current || !refocus.current) return;
    wasBusy.current = false;
    document.getElementById(`card-${refocus.current}`)?.focus();
    refocus.current = null;
  });

  function move(card: BoardCardView, status: LeadStatus, lost?: { reason: string; note: string }) {
    if (status === card.status && status !== "lost") return;
    if (status === "lost" && !lost) {
      setLosing(card);
      return;
    }
    setPending(t("adminLeadBoard.board.moving", { name: card.name, stage: t(STAGE_KEYS[status]) }));
    fetcher.submit(
      {
        intent: "status",
        leadId: card.id,
        status,
        lostReason: lost?.reason ?? "",
        lostNote: lost?.note ?? "",
      },
      { method: "post" },
    );
  }

  const busy = fetcher.state !== "idle";
  const announcement = busy ? pending : (answer?.message ?? firstError(answer) ?? "");

  return (
    <>
      {/* A move posted without JavaScript lands here (the form's address ends at it) and is
          focused as the page opens; with JavaScript the focus stays on the card that moved. */}
      <p
        id={answerId(MOVE_FORM)}
        role="status"
        aria-live="polite"
        {...(pageAnswer ? { tabIndex: -1, autoFocus: true } : {})}
        className={`mb-4 min-h-6 scroll-my-24 text-sm font-medium outline-offset-2 ${answer && !answer.ok && !busy ? "text-red-700" : "text-navy-900"}`}
      >
        {announcement}
      </p>
      {/* Always there, so the board does not shift down when the script arrives. Dragging needs a
          mouse: a phone (a narrow screen or a touch screen) is told the ways that work there. */}
      <p id={helpId} className="mb-3 text-sm text-slate-600">
        {hydrated ? (
          <>
            <span className="hidden md:pointer-fine:inline">
              {t("adminLeadBoard.board.helpDrag")}
            </span>
            <span className="md:pointer-fine:hidden">{t("adminLeadBoard.board.helpChoose")}</span>
          </>
        ) : (
          t("adminLeadBoard.board.helpForm")
        )}
      </p>
      {/* The board scrolls sideways inside its own region on a narrow screen, not the page.
          `relative` holds the screen-reader texts of far columns inside it: positioned against
          the page, they would widen the page instead. */}
      <section
        aria-label={t("adminLeadBoard.board.region")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="relative overflow-x-auto pb-4 focus-visible:outline-2 focus-visible:outline-navy-600"
      >
        <RouterLinks>
          <div
            className={`grid auto-cols-[16rem] grid-flow-col gap-3 xl:grid-flow-row xl:auto-cols-auto ${pipeline === "coi" ? "md:grid-flow-row md:auto-cols-auto md:grid-cols-3" : "xl:grid-cols-6"}`}
          >
            {columns.map((column) => (
              <BoardColumn
                key={column.status}
                pipeline={pipeline}
                column={column}
                hydrated={hydrated}
                helpId={helpId}
                answer={answer}
                busy={busy}
                dropping={dropTarget === column.status}
                onDragEnter={() => setDropTarget(column.status)}
                onDragLeave={() => setDropTarget((now) => (now === column.status ? null : now))}
                onDrop={(leadId) => {
                  setDropTarget(null);
                  const card = cards.get(leadId);
                  if (card) move(card, column.status);
                }}
                onMove={(card, status, byKeyboard) => {
                  if (byKeyboard) refocus.current = card.id;
                  move(card, status);
                }}
              />
            ))}
          </div>
        </RouterLinks>
      </section>
      {losing ? (
        <LostDialog
          card={losing}
          onCancel={() => setLosing(null)}
          onConfirm={(reason, note) => {
            const card = losing;
            setLosing(null);
            refocus.current = card.id;
            move(card, "lost", { reason, note });
          }}
        />
      ) : null}
    </>
  );
}

function firstError(answer: BoardAnswerView | undefined): string | undefined {
  return answer && !answer.ok ? Object.values(answer.errors ?? {})[0] : undefined;
}

function BoardColumn({
  pipeline,
  column,
  hydrated,
  helpId,
  answer,
  busy,
  dropping,
  onDragEnter,
  onDragLeave,
  onDrop,
  onMove,
}: {
  pipeline: Pipeline;
  column: BoardColumnView;
  hydrated: boolean;
  helpId: string;
  answer: BoardAnswerView | undefined;
  busy: boolean;
  dropping: boolean;
  onDragEnter: () => void;
  onDragLeave: () => void;
  onDrop: (leadId: string) => void;
  onMove: (card: BoardCardView, status: LeadStatus, byKeyboard: boolean) => void;
}) {
  const t = useT();
  const titleId = `column-${column.status}`;
  const more = column.total - column.cards.length;
  return (
    <section
      aria-labelledby={titleId}
      data-status={column.status}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDragEnter={onDragEnter}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDragLeave();
      }}
      onDrop={(event) => {
        const leadId = event.dataTransfer.getData(DRAG_TYPE);
        if (!leadId) return;
        event.preventDefault();
        onDrop(leadId);
      }}
      className={`flex min-w-0 flex-col rounded-xl border p-3 ${dropping ? "border-navy-600 bg-navy-50" : "border-slate-200 bg-slate-50"}`}
    >
      <h2 id={titleId} className="flex items-center justify-between gap-2">
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusBadge[column.status]}`}
        >
          {t(STAGE_KEYS[column.status])}
        </span>
        <span className="text-sm tabular-nums text-slate-700">
          {column.total.toLocaleString("en-US")}
          <span className="sr-only"> {t("adminLeadBoard.board.leads")}</span>
        </span>
      </h2>
      {column.cards.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("adminLeadBoard.board.empty")}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {column.cards.map((card) => (
            <li key={card.id}>
              <BoardCard
                card={card}
                hydrated={hydrated}
                helpId={helpId}
                answer={answer?.leadId === card.id ? answer : undefined}
                busy={busy}
                onMove={onMove}
              />
            </li>
          ))}
        </ol>
      )}
      {more > 0 ? (
        <a
          href={`/admin/leads?status=${column.status}${pipeline === "coi" ? "&kind=coi" : ""}`}
          className="mt-3 text-sm font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
        >
          {t("adminLeadBoard.board.more", { more, stage: t(STAGE_KEYS[column.status]) })}
        </a>
      ) : null}
    </section>
  );
}

function BoardCard({
  card,
  hydrated,
  helpId,
  answer,
  busy,
  onMove,
}: {
  card: BoardCardView;
  hydrated: boolean;
  helpId: string;
  answer: BoardAnswerView | undefined;
  busy: boolean;
  onMove: (card: BoardCardView, status: LeadStatus, byKeyboard: boolean) => void;
}) {
  const t = useT();
  const prefix = `card-${card.id}`;
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <article
      id={prefix}
      aria-labelledby={`${prefix}-name`}
      aria-describedby={hydrated ? helpId : undefined}
      // With JavaScript a focused card moves by its arrow keys.
      tabIndex={hydrated ? 0 : undefined}
      draggable={hydrated}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, card.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        const to = neighbour(card, event.key);
        if (!to) return;
        event.preventDefault();
        onMove(card, to, true);
      }}
      className={hydrated ? "board-card cursor-grab" : "board-card"}
    >
      {/* The card's parts carry no class: `.board-card` styles them by their element (app/app.css). */}
      <h3 id={`${prefix}-name`}>
        <a href={`/admin/leads/${card.id}`}>{card.name}</a>
      </h3>
      <dl>
        <dt className="sr-only">{t("adminLeadBoard.board.kind")}</dt>
        <dd>
          {t(KIND_KEYS[card.kind])} ·{" "}
          <time dateTime={card.receivedIso} title={card.received}>
            {card.age}
          </time>
          <span className="sr-only"> {t("adminLeadBoard.board.old")}</span>
        </dd>
        <dt className="font-medium">{t("adminLeadBoard.board.assignee")}</dt>
        <dd className="truncate">{card.assignee ?? t("adminLeads.unassigned")}</dd>
        {card.lostReason ? (
          <>
            <dt className="font-medium">{t("adminLeadWork.reason")}</dt>
            <dd className="break-words">{card.lostReason}</dd>
          </>
        ) : null}
      </dl>
      {/* A plain form: without JavaScript the browser posts it to the board's action, and with
          JavaScript the board sends the move itself; React Router's <Form> added nothing but
          its cost, 120 times a page (docs/decisions/0068). */}
      <form
        method="post"
        action={toAnswer("", MOVE_FORM)}
        onSubmit={(event) => {
          // With JavaScript the board moves the card itself (and asks Lost's reason in a dialog).
          event.preventDefault();
          const status = new FormData(event.currentTarget).get("status") as LeadStatus;
          onMove(card, status, false);
        }}
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="leadId" value={card.id} />
        <label className="sr-only" htmlFor={`${prefix}-status`}>
          {t("adminLeadBoard.board.moveTo", { name: card.name })}
        </label>
        <select
          id={`${prefix}-status`}
          name="status"
          defaultValue={failed?.values?.status ?? card.status}
          // Wide enough for the longest stage (app/app.css); Move goes below it in a narrow column.
        >
          {stagesOf(card.kind).map((status) => (
            <option key={status} value={status}>
              {t(STAGE_KEYS[status])}
            </option>
          ))}
        </select>
        <button type="submit" disabled={busy}>
          {t("adminLeadBoard.board.move")}
        </button>
        {/* Without JavaScript, once a move to Lost came back asking why: 120 cards each
            carrying the reason fields were a third of the page (docs/decisions/0068). */}
        {hydrated || failed?.values?.status !== "lost" ? null : (
          <LostFields prefix={prefix} failed={failed} />
        )}
      </form>
      {failed ? (
        <p className="mt-2 text-sm font-medium text-red-700">
          {failed.message ?? firstError(failed)}
        </p>
      ) : null}
    </article>
  );
}

/** Without JavaScript, Lost's reason travels with the card's own form, open once asked for. */
function LostFields({ prefix, failed }: { prefix: string; failed: BoardAnswerView | undefined }) {
  const t = useT();
  return (
    <details className="w-full text-sm" open={failed?.errors?.lostReason !== undefined}>
      <summary className="cursor-pointer text-slate-700">
        {t("adminLeadBoard.board.ifLost")}
      </summary>
      <div className="mt-2 space-y-2">
        <label className="block" htmlFor={`${prefix}-reason`}>
          <span className="block font-medium text-navy-900">{t("adminLeadWork.whyLost")}</span>
          <select
            id={`${prefix}-reason`}
            name="lostReason"
            defaultValue={failed?.values?.lostReason ?? ""}
            className={`${control} mt-1 w-full`}
          >
            <option value="">{t("adminLeadWork.chooseReason")}</option>
            {LOST_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(LOST_REASON_KEYS[reason])}
              </option>
            ))}
          </select>
        </label>
        <label className="block" htmlFor={`${prefix}-note`}>
          <span className="block font-medium text-navy-900">
            {t("adminLeadWork.detailsOptional")}
          </span>
          <input
            id={`${prefix}-note`}
            name="lostNote"
            maxLength={PIPELINE_LIMITS.lostNote}
            defaultValue={failed?.values?.lostNote ?? ""}
            className={`${control} mt-1 w-full`}
          />
        </label>
      </div>
    </details>
  );
}

/** Lost, with JavaScript: a small modal dialog asks why before the card moves. */
function LostDialog({
  card,
  onCancel,
  onConfirm,
}: {
  card: BoardCardView;
  onCancel: () => void;
  onConfirm: (reason: string, note: string) => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="lost-title"
      onCancel={onCancel}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-5 shadow-xl backdrop:bg-navy-950/40"
    >
      <h2 id="lost-title" className="text-lg font-semibold text-navy-900">
        {t("adminLeadBoard.board.whyNamed", { name: card.name })}
      </h2>
      <form
        method="dialog"
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const reason = String(form.get("lostReason") ?? "");
          if (!reason) {
            setMissing(true);
            return;
          }
          onConfirm(reason, String(form.get("lostNote") ?? ""));
        }}
      >
        <label className="block text-sm" htmlFor="lost-dialog-reason">
          <span className="block font-medium text-navy-900">{t("adminLeadWork.reason")}</span>
          <select
            id="lost-dialog-reason"
            name="lostReason"
            defaultValue=""
            aria-invalid={missing}
            aria-describedby={missing ? "lost-dialog-error" : undefined}
            className={`${control} mt-1 w-full`}
          >
            <option value="">{t("adminLeadWork.chooseReason")}</option>
            {LOST_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(LOST_REASON_KEYS[reason])}
              </option>
            ))}
          </select>
        </label>
        {missing ? (
          <p id="lost-dialog-error" className="text-sm font-medium text-red-700">
            {t("adminLeadBoard.board.reasonRequired")}
          </p>
        ) : null}
        <label className="block text-sm" htmlFor="lost-dialog-note">
          <span className="block font-medium text-navy-900">
            {t("adminLeadWork.detailsOptional")}
          </span>
          <input
            id="lost-dialog-note"
            name="lostNote"
            maxLength={PIPELINE_LIMITS.lostNote}
            className={`${control} mt-1 w-full`}
          />
        </label>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {t("adminLeads.cancel")}
          </button>
          <button type="submit" className={smallButton}>
            {t("adminLeadWork.markLost")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
