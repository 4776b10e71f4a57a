import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { listLeadWorkers } from "~/auth/lead-access.server";
import type { Viewer } from "~/auth/session.server";
import { formFailure } from "~/forms/form.server";
import type { FormResult } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { localeFormat } from "~/site/locale-format";
import { findLead } from "../dashboard/dashboard.server";
import { lostReasonName, stageName } from "../office-labels";
import { leadAge, loadBoard } from "./board.server";
import { answerLeadForm } from "./lead-page.server";
import { PIPELINES, type Pipeline } from "./pipeline";

type Deps = Pick<AppLoadContext, "database" | "config" | "company">;

/** The office's texts are in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/** The board's pipeline from its address: `?pipeline=coi`, or the sales leads' by default. */
export function boardPipeline(url: URL): Pipeline {
  const asked = url.searchParams.get("pipeline");
  return PIPELINES.find((pipeline) => pipeline === asked) ?? "sales";
}

/**
 * What the board shows (docs/product.md#the-board): one pipeline's columns of cards, names of
 * assignees.
 */
export async function leadBoardPage(deps: Deps, pipeline: Pipeline = "sales", now = new Date()) {
  const [columns, workers] = await Promise.all([
    loadBoard(deps.database.db, pipeline),
    listLeadWorkers(deps),
  ]);
  const names = new Map(workers.map((worker) => [worker.id, worker.name]));
  const timeZone = deps.company.facts().timeZone;
  return {
    pipeline,
    columns: columns.map((column) => ({
      status: column.status,
      total: column.total,
      cards: column.cards.map((card) => ({
        id: card.id,
        name: card.name,
        kind: card.kind,
        status: card.status,
        age: leadAge(card.createdAt, now),
        receivedIso: card.createdAt.toISOString(),
        // The exact time on hover, in the company's zone, named.
        received: localeFormat("en").dateTime(card.createdAt, timeZone),
        assignee: card.assigneeId
          ? (names.get(card.assigneeId) ?? t("admin.lead.formerWorker"))
          : null,
        lostReason: card.lostReason ? lostReasonName(t, card.lostReason) : null,
      })),
    })),
  };
}

/** The board's answer to a move: which lead, and the lead page's form result for its stage. */
type BoardAnswer = FormResult & { leadId?: string };

/**
 * A card moved (dragged, moved by keyboard or sent by its form): the lead page's status form,
 * with the same checks and the same timeline entry, for the lead the form names.
 */
export async function moveBoardCard(
  deps: Deps,
  viewer: Viewer,
  form: FormData,
): Promise<{ status: number; answer: BoardAnswer }> {
  const leadId = z.uuid().safeParse(form.get("leadId"));
  if (!leadId.success || form.get("intent") !== "status") {
    return { status: 400, answer: formFailure({ message: t("admin.lead.board.chooseCard") }) };
  }
  const { status, result } = await answerLeadForm(deps, viewer, leadId.data, form);
  if (!result.ok) return { status, answer: { ...result, leadId: leadId.data } };
  const lead = await findLead(deps.database.db, leadId.data);
  const message = lead
    ? t("admin.lead.board.moved", { name: lead.name, stage: stageName(t, lead.status) })
    : result.message;
  return { status, answer: { ok: true, message, leadId: leadId.data } };
}
