import { data, Link } from "react-router";
import { requirePermission } from "~/auth/session.server";
import { useT } from "~/i18n/I18nContext";
import { AdminShell } from "~/layout/AdminShell";
import { privatePageMeta } from "~/layout/page-meta";
import { LeadBoard } from "../components/LeadBoard";
import { PIPELINE_KEYS } from "../office-labels";
import { boardPipeline, leadBoardPage, moveBoardCard } from "../pipeline/board-page.server";
import { PIPELINES } from "../pipeline/pipeline";
import type { Route } from "./+types/admin-leads-board";

export const meta: Route.MetaFunction = privatePageMeta("adminLeadBoard.board.title");

/**
 * The board: one column per stage of one pipeline, the newest cards of each; the sales leads, or
 * the certificate requests with `?pipeline=coi` (docs/product.md#the-board).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "leads");
  return leadBoardPage(context, boardPipeline(new URL(request.url)));
}

/** A card moved: the stage changes with its timeline entry, then the board reloads. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requirePermission(request, context, "leads");
  const { status, answer } = await moveBoardCard(context, viewer, await request.formData());
  return data(answer, { status });
}

export default function LeadBoardPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminShell
      title={t("adminLeadBoard.board.title")}
      back={{ to: "/admin/leads", label: t("adminLeadBoard.board.back") }}
    >
      <nav aria-label={t("adminLeadBoard.board.pipelines")} className="mb-4 flex flex-wrap gap-2">
        {PIPELINES.map((pipeline) => (
          <Link
            key={pipeline}
            to={pipeline === "sales" ? "?" : `?pipeline=${pipeline}`}
            aria-current={pipeline === loaderData.pipeline ? "page" : undefined}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 ${
              pipeline === loaderData.pipeline
                ? "border-navy-900 bg-navy-900 text-white"
                : "border-slate-300 bg-white text-navy-900 hover:bg-navy-50"
            }`}
          >
            {t(PIPELINE_KEYS[pipeline])}
          </Link>
        ))}
      </nav>
      <LeadBoard
        key={loaderData.pipeline}
        pipeline={loaderData.pipeline}
        columns={loaderData.columns}
        answer={actionData}
      />
    </AdminShell>
  );
}
