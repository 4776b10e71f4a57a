import type { AuditActor } from "~/audit/audit.server";
import type { AppContext } from "~/context";
import { isConfirmed, NOT_CONFIRMED } from "~/forms/confirm";
import { checkFields, type FormAnswer, formFailure, readTextFields } from "~/forms/form.server";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { type ErasureAnswer, erasureCountLines } from "./erasure";
import { eraseAddress, previewErasure } from "./erasure.server";
import { ERASURE_FIELDS, erasureFormSchema, erasureMessageValues } from "./erasure.validation";

/** Looks an address up (intent preview) or erases it (intent erase, after the preview). */
export async function answerErasureForm(
  context: Pick<AppContext, "database">,
  actor: AuditActor,
  form: FormData,
): Promise<{ status: number; result: ErasureAnswer }> {
  const checked = checkFields(erasureFormSchema, readTextFields(form, ERASURE_FIELDS));
  if (!checked.ok) {
    return {
      status: 400,
      result: formFailure({
        // The admin area is in English.
        errors: translateMessages("en", checked.errors, erasureMessageValues),
        values: { email: checked.values.email },
      }),
    };
  }
  const { intent, email } = checked.data;
  const { db } = context.database;
  if (intent === "preview") {
    const counts = await previewErasure(db, email);
    return { status: 200, result: { ok: true, message: "", preview: { email, counts } } };
  }
  // The erasure is the preview's confirmation: sent only from it (docs/decisions/0076).
  if (!isConfirmed(form)) return refused(400, NOT_CONFIRMED, email);
  const outcome = await eraseAddress(db, actor, email);
  // The admin area is in English.
  const { t } = serverTranslator("en");
  if (!outcome.ok) {
    return refused(409, t("adminPrivacy.accountRefusal"), email);
  }
  const counts = erasureCountLines(outcome.erased, t).join(", ");
  return { status: 200, result: { ok: true, message: t("admin.privacy.erased", { counts }) } };
}

function refused(status: number, message: string, email: string): FormAnswer {
  return { status, result: formFailure({ message, values: { email } }) };
}
