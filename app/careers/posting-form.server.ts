import type { AppLoadContext } from "react-router";
import { recordAudit } from "~/audit/audit.server";
import type { Viewer } from "~/auth/session.server";
import { type Checked, checkFields, readTextFields } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { translateMessage } from "~/i18n/translator";
import type { JobPostingRow } from "./careers.schema";
import { careersMessageValues, type PostingForm, postingFormSchema } from "./careers.validation";
import { POSTING_FIELDS, type PostingField } from "./office-labels";
import { createPosting, updatePosting } from "./postings.server";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

export type PostingFormAnswer =
  | { ok: true; posting: JobPostingRow | null }
  | {
      ok: false;
      status: 400;
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

/** The posting form checked: the schema, then the office against the company profile's. */
export function checkPostingForm(
  form: FormData,
  officeIds: readonly string[],
): Checked<PostingForm, PostingField> {
  const values = readTextFields(form, POSTING_FIELDS);
  const checked = checkFields(postingFormSchema, values);
  if (checked.ok && !officeIds.includes(checked.data.officeId)) {
    return { ok: false, errors: { officeId: "careers.posting.chooseOffice" }, values };
  }
  return checked;
}

/** The schema's keys said in English, with the bounds they name. */
function englishErrors(errors: Record<string, string>): Record<string, string> {
  const translator = serverTranslator("en");
  const values = careersMessageValues((value) => value.toLocaleString("en-US"));
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      translateMessage(translator, key, values),
    ]),
  );
}

/**
 * Creates a posting (`current` absent) or saves one, audited: nothing is stored unless every
 * field passes, a pay range included.
 */
export async function answerPostingForm(
  context: AppLoadContext,
  viewer: Viewer,
  form: FormData,
  current?: JobPostingRow,
): Promise<PostingFormAnswer> {
  const officeIds = context.company.facts().offices.map((office) => office.id);
  const checked = checkPostingForm(form, officeIds);
  if (!checked.ok) {
    return {
      ok: false,
      status: 400,
      message: t("adminCareers.fixErrors"),
      errors: englishErrors(checked.errors),
      values: checked.values,
    };
  }
  const actor = { id: viewer.id, email: viewer.email };
  const answer = await context.database.db.transaction(async (tx): Promise<PostingFormAnswer> => {
    if (current) {
      await updatePosting(tx, current, checked.data);
      await recordAudit(tx, actor, "careers.posting-saved", current.id, {
        title: checked.data.title,
        status: checked.data.status,
      });
      return { ok: true, posting: null };
    }
    const posting = await createPosting(tx, checked.data);
    await recordAudit(tx, actor, "careers.posting-created", posting.id, {
      title: posting.title,
      status: posting.status,
    });
    return { ok: true, posting };
  });
  // /careers, the posting's page and the sitemap show it at once.
  context.clearSharedPages();
  return answer;
}
