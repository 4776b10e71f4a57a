import type { AppLoadContext } from "react-router";
import type { AuditActor } from "~/audit/audit.server";
import { isConfirmed, NOT_CONFIRMED } from "~/forms/confirm";
import { checkFields, type FormFields, readTextFields } from "~/forms/form.server";
import type { FieldErrors, FormValues } from "~/forms/result";
import { serverTranslator } from "~/i18n/catalogue.server";
import { translatedErrors } from "../messages.server";
import { COI_LIMITS } from "../requirements/requirements";
import {
  addRequirement,
  createRequirementSet,
  removeRequirement,
} from "../requirements/requirements.server";
import { setDocumentRetentionYears } from "../retention/retention.server";
import {
  inviteSchema,
  requirementItemSchema,
  requirementSetSchema,
  retentionSchema,
} from "../subcontractors.validation";
import { inviteSubcontractor } from "./invite.server";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

/** Which form of the page an answer is about, so that its errors show beside it. */
export type AdminForm = "set" | "item" | "invite" | "remove" | "retention";

/**
 * A form's answer, naming the form: a refusal shows beside it with what was typed; a success
 * empties it (nothing is sent twice by a second press).
 */
export type AdminAnswer =
  | { ok: true; form: AdminForm; message: string }
  | {
      ok: false;
      form: AdminForm;
      message?: string;
      errors: FieldErrors;
      values: FormValues;
      /** The record an invitation would repeat: the page links to it. */
      existing?: { id: string; company: string };
    };

const refused = (
  form: AdminForm,
  values: FormValues,
  errors: FieldErrors,
  message?: string,
  status = 400,
): { status: number; answer: AdminAnswer } => ({
  status,
  answer: { ok: false, form, errors: translatedErrors("en", errors), values, message },
});

const accepted = (form: AdminForm, message: string) => ({
  status: 200,
  answer: { ok: true, form, message } as AdminAnswer,
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
      return {
        ...refused("retention", {}, {}, t("adminSubcontractors.retention.adminOnly")),
        status: 403,
      };
    }
    const checked = checkFields(retentionSchema, readTextFields(form, ["years"]));
    if (!checked.ok) return refused("retention", checked.values, checked.errors);
    await setDocumentRetentionYears(db, { id: actor.id, email: actor.email }, checked.data.years);
    return accepted(
      "retention",
      t("adminSubcontractors.retention.saved", { years: checked.data.years }),
    );
  }
  if (intent === "create-set") {
    const checked = checkFields(requirementSetSchema, readTextFields(form, ["name"]));
    if (!checked.ok) return refused("set", checked.values, checked.errors);
    const id = await createRequirementSet(db, actor, checked.data.name);
    if (!id)
      return refused(
        "set",
        checked.values,
        { name: t("adminSubcontractors.sets.exists") },
        undefined,
        409,
      );
    return accepted("set", t("adminSubcontractors.sets.created", { name: checked.data.name }));
  }
  if (intent === "add-item") {
    const checked = checkFields(requirementItemSchema, readTextFields(form, ITEM_FIELDS));
    if (!checked.ok) return refused("item", checked.values, checked.errors);
    const added = await addRequirement(db, actor, checked.data, checked.data.title);
    if (added === "set") {
      return refused("item", checked.values, { setId: "subcontractors.error.unknown" });
    }
    if (added === "exists") {
      return refused(
        "item",
        checked.values,
        { title: t("adminSubcontractors.item.exists") },
        undefined,
        409,
      );
    }
    return accepted("item", t("adminSubcontractors.item.added"));
  }
  if (intent === "remove-item") {
    // A removal asks first (docs/decisions/0076); `removeRequirement` writes its audit entry.
    if (!isConfirmed(form)) return refused("remove", {}, {}, NOT_CONFIRMED);
    const { id } = readTextFields(form, ["id"]);
    const removed = /^[0-9a-f-]{36}$/i.test(id) && (await removeRequirement(db, actor, id));
    if (!removed) return refused("remove", {}, {}, t("adminSubcontractors.unknownAction"));
    return accepted("remove", t("adminSubcontractors.sets.removed"));
  }
  if (intent === "invite") {
    const checked = checkFields(inviteSchema, readTextFields(form, INVITE_FIELDS));
    if (!checked.ok) return refused("invite", checked.values, checked.errors);
    const invited = await inviteSubcontractor(context, actor, checked.data);
    if (!invited.ok && invited.problem === "invited") {
      const answer = refused("invite", checked.values, {
        email: t("adminSubcontractors.invite.alreadyInvited", {
          company: invited.existing.company,
        }),
      });
      return {
        status: 409,
        answer: { ...answer.answer, existing: invited.existing } as AdminAnswer,
      };
    }
    if (!invited.ok) {
      return refused("invite", checked.values, { setId: "subcontractors.error.unknown" });
    }
    return accepted("invite", t("adminSubcontractors.invite.sent", { email: checked.data.email }));
  }
  return refused("remove", {}, {}, t("adminSubcontractors.unknownAction"));
}
