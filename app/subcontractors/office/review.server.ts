import type { AppLoadContext } from "react-router";
import type { AuditActor } from "~/audit/audit.server";
import { isConfirmed, NOT_CONFIRMED } from "~/forms/confirm";
import { checkFields, type FormFields, readTextFields } from "~/forms/form.server";
import type { FieldErrors, FormValues } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { resendLink } from "../links/resend-link.server";
import { revokeLink } from "../links/revoke-link.server";
import { translatedErrors } from "../messages.server";
import { reviewSchema, waiveSchema } from "../subcontractors.validation";
import { removeSubcontractor } from "./remove.server";
import { reviewDocument } from "./review-document.server";
import { subcontractorPage } from "./subcontractor-page.server";
import { waiveRequirement } from "./waive.server";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

export type ReviewAnswer =
  | { ok: true; message: string }
  | { ok: false; target: string; message?: string; errors: FieldErrors; values: FormValues };

type Answer = { status: number; answer: ReviewAnswer };

const refused = (
  status: number,
  target: string,
  message?: string,
  errors: FieldErrors = {},
  values: FormValues = {},
): Answer => ({
  status,
  answer: { ok: false, target, message, errors: translatedErrors("en", errors), values },
});
const UUID = /^[0-9a-f-]{36}$/i;

const accepted = (message: string): Answer => ({ status: 200, answer: { ok: true, message } });

/** The subcontractor page's forms: a review, a waiver, a link sent, a link revoked, the removal. */
export async function answerReviewForm(
  context: AppLoadContext,
  actor: AuditActor,
  subcontractorId: string,
  form: FormFields,
): Promise<Answer> {
  const db = context.database.db;
  const intent = readTextFields(form, ["intent"]).intent;
  const current = await subcontractorPage(db, subcontractorId);
  if (!current) return refused(404, "", t("adminSubcontractors.detail.notFound"));
  if (current.row.removedAt)
    return refused(409, "", t("adminSubcontractors.detail.removedAlready"));
  // Removing, rejecting (which e-mails the subcontractor) and revoking ask first
  // (docs/decisions/0076); each writes its audit entry.
  if (["remove", "reject", "revoke"].includes(intent) && !isConfirmed(form)) {
    return refused(400, "", NOT_CONFIRMED);
  }
  if (intent === "remove") {
    if (!(await removeSubcontractor(db, actor, subcontractorId))) {
      return refused(409, "", t("adminSubcontractors.detail.removedAlready"));
    }
    return accepted(t("adminSubcontractors.detail.removedDone"));
  }
  if (intent === "approve" || intent === "reject") {
    const values = { ...readTextFields(form, ["documentId", "reason"]), decision: intent };
    const checked = checkFields(reviewSchema, values);
    if (!checked.ok) return refused(400, values.documentId, undefined, checked.errors, values);
    const done = await reviewDocument(context, actor, subcontractorId, checked.data);
    if (!done)
      return refused(404, values.documentId, t("adminSubcontractors.detail.unknownDocument"));
    return accepted(
      intent === "approve"
        ? t("adminSubcontractors.detail.approved")
        : t("adminSubcontractors.detail.rejected"),
    );
  }
  if (intent === "waive") {
    const values = readTextFields(form, ["requirementId", "note"]);
    const checked = checkFields(waiveSchema, values);
    if (!checked.ok)
      return refused(400, `waive-${values.requirementId}`, undefined, checked.errors, values);
    const done = await waiveRequirement(db, actor, subcontractorId, checked.data);
    if (!done) return refused(404, "", t("adminSubcontractors.unknownAction"));
    return accepted(t("adminSubcontractors.detail.waivedDone"));
  }
  if (intent === "send-link" || intent === "send-broker") {
    const to = await resendLink(context, actor, subcontractorId, intent === "send-broker");
    if (!to) return refused(404, "", t("adminSubcontractors.unknownAction"));
    return accepted(t("adminSubcontractors.detail.linkSent", { to }));
  }
  if (intent === "revoke") {
    const { linkId } = readTextFields(form, ["linkId"]);
    const holder = UUID.test(linkId) ? await revokeLink(db, actor, subcontractorId, linkId) : null;
    if (!holder) return refused(404, "", t("adminSubcontractors.detail.revokedAlready"));
    return accepted(t("adminSubcontractors.detail.revoked", { holder }));
  }
  return refused(400, "", t("adminSubcontractors.unknownAction"));
}
