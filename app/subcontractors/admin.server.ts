import type { AppLoadContext } from "react-router";
import type { AuditActor } from "~/audit/audit.server";
import { checkFields, type FormFields, readTextFields } from "~/forms/form.server";
import type { FieldErrors, FormValues } from "~/forms/result";
import { subcontractorTexts as text } from "./admin-texts";
import { translatedErrors } from "./messages.server";
import { COI_LIMITS } from "./requirements";
import { addRequirement, createRequirementSet, removeRequirement } from "./requirements.server";
import { setDocumentRetentionYears } from "./retention.server";
import { inviteSubcontractor } from "./subcontractors.server";
import {
  inviteSchema,
  requirementItemSchema,
  requirementSetSchema,
  retentionSchema,
} from "./subcontractors.validation";

/** Which form of the page an answer is about, so that its errors show beside it. */
export type AdminForm = "set" | "item" | "invite" | "remove" | "retention";

export type AdminAnswer =
  | { ok: true; message: string }
  | { ok: false; form: AdminForm; message?: string; errors: FieldErrors; values: FormValues };

const refused = (
  form: AdminForm,
  values: FormValues,
  errors: FieldErrors,
  message?: string,
): { status: number; answer: AdminAnswer } => ({
  status: 400,
  answer: { ok: false, form, errors: translatedErrors("en", errors), values, message },
});

const accepted = (message: string) => ({
  status: 200,
  answer: { ok: true, message } as AdminAnswer,
});

const ITEM_FIELDS = [
  "setId",
  "kind",
  "title",
  "description",
  "heading",
  ...COI_LIMITS,
  "additionalInsured",
  "waiver",
  "holderWording",
  "licenseClass",
] as const;

const INVITE_FIELDS = [
  "company",
  "trade",
  "contactName",
  "email",
  "brokerEmail",
  "setId",
  "language",
] as const;

/**
 * The list page's forms: a new set, an item added or removed, an invitation, and (the admin
 * only) the retention period of removed subcontractors' documents.
 */
export async function answerAdminForm(
  context: AppLoadContext,
  actor: AuditActor & { isAdmin: boolean },
  form: FormFields,
): Promise<{ status: number; answer: AdminAnswer }> {
  const db = context.database.db;
  const intent = readTextFields(form, ["intent"]).intent;
  if (intent === "retention") {
    if (!actor.isAdmin) {
      return { ...refused("retention", {}, {}, text.retention.adminOnly), status: 403 };
    }
    const checked = checkFields(retentionSchema, readTextFields(form, ["years"]));
    if (!checked.ok) return refused("retention", checked.values, checked.errors);
    await setDocumentRetentionYears(db, { id: actor.id, email: actor.email }, checked.data.years);
    return accepted(text.retention.saved(checked.data.years));
  }
  if (intent === "create-set") {
    const checked = checkFields(requirementSetSchema, readTextFields(form, ["name"]));
    if (!checked.ok) return refused("set", checked.values, checked.errors);
    const id = await createRequirementSet(db, actor, checked.data.name);
    if (!id) return refused("set", checked.values, {}, text.sets.exists);
    return accepted(text.sets.created(checked.data.name));
  }
  if (intent === "add-item") {
    const checked = checkFields(requirementItemSchema, readTextFields(form, ITEM_FIELDS));
    if (!checked.ok) return refused("item", checked.values, checked.errors);
    const added = await addRequirement(db, actor, checked.data, checked.data.title);
    if (!added) return refused("item", checked.values, { setId: "subcontractors.error.unknown" });
    return accepted(text.item.added);
  }
  if (intent === "remove-item") {
    const { id } = readTextFields(form, ["id"]);
    const removed = /^[0-9a-f-]{36}$/i.test(id) && (await removeRequirement(db, actor, id));
    if (!removed) return refused("remove", {}, {}, text.unknownAction);
    return accepted(text.sets.removed);
  }
  if (intent === "invite") {
    const checked = checkFields(inviteSchema, readTextFields(form, INVITE_FIELDS));
    if (!checked.ok) return refused("invite", checked.values, checked.errors);
    const invited = await inviteSubcontractor(context, actor, checked.data);
    if (!invited.ok) {
      return refused("invite", checked.values, { setId: "subcontractors.error.unknown" });
    }
    return accepted(text.invite.sent(checked.data.email));
  }
  return refused("remove", {}, {}, text.unknownAction);
}
