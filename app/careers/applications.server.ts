import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { saveFile } from "~/files/store.server";
import {
  type ReceivedFile,
  readSpooledFile,
  type UploadProblem,
  withUpload,
} from "~/files/upload.server";
import { answerAccepted, answerRefused, checkFields, type FormAnswer } from "~/forms/form.server";
import { HONEYPOT_FIELD } from "~/forms/Honeypot";
import { serverTranslator } from "~/i18n/catalogue.server";
import { type Lang, langOfPath } from "~/i18n/languages";
import { type MessageKey, translateMessage } from "~/i18n/translator";
import { hitLimit } from "~/limits/rate-limit.server";
import { mayAcknowledge } from "~/mail/acknowledgement-limit.server";
import { enqueueMails } from "~/mail/outbox.server";
import { localeFormat } from "~/site/locale-format";
import { applicationMails } from "./application-mail.server";
import { type JobPostingRow, jobApplications } from "./careers.schema";
import { applicationFormSchema, careersMessageValues } from "./careers.validation";

export const APPLICATION_FIELDS = [
  "name",
  "email",
  "phone",
  "licenses",
  "yearsInTrade",
  "message",
] as const;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The owner of an application's résumé in `stored_files`: retention and erasure find it by this. */
export const resumeOwnerOf = (applicationId: string) => `application:${applicationId}`;

/** Says the schema's keys in the page's language, with the bounds they name. */
function translatedErrors(lang: Lang, errors: Record<string, string>) {
  const translator = serverTranslator(lang);
  const values = careersMessageValues((value) => localeFormat(lang).number(value, 0));
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      translateMessage(translator, key, values),
    ]),
  );
}

/** What an applicant is told when the upload was refused, by problem (the form's fault otherwise). */
const UPLOAD_MESSAGES: Partial<Record<UploadProblem, MessageKey>> = {
  "too-large": "careers.apply.resumeTooLarge",
  "wrong-type": "careers.apply.resumeWrongType",
  busy: "forms.upload.busy",
  stalled: "forms.upload.stalled",
};

/**
 * An application posted to an open posting's page (multipart, with or without a résumé). Each
 * client may send a few per 15 minutes, counted before a byte of the body is read: a client over
 * its limit is answered at once. The body is then read by app/files (the résumé streamed to disk,
 * bounded, recognised by its bytes): a bot that fills the hidden field, placed before every other
 * field, is thanked as soon as that field arrives and nothing more is read. The fields are
 * checked; then the application and its résumé are stored, and the office's notice and the
 * applicant's confirmation (within the address's acknowledgements of the day) queued, in one
 * transaction. Any refusal stores nothing.
 */
export async function receiveApplication(
  request: Request,
  context: AppLoadContext,
  posting: JobPostingRow,
): Promise<FormAnswer> {
  const lang = langOfPath(new URL(request.url).pathname);
  const { t } = serverTranslator(lang);
  const phone = { phone: context.company.facts().phone.display };
  try {
    const rule = {
      name: "careers-apply:client",
      max: context.config.env.FORM_RATE_LIMIT,
      windowMs: FIFTEEN_MINUTES,
    };
    const state = await hitLimit(context.database.db, rule, context.clientAddress);
    if (!state.allowed) {
      return answerRefused(
        429,
        { message: t("forms.rateLimited", phone) },
        { "Retry-After": String(state.retryAfterSeconds) },
      );
    }
  } catch (error) {
    console.error("an application could not be counted", error);
    return answerRefused(503, { message: t("careers.apply.failure", phone) });
  }
  const form = {
    kind: "resume",
    fileField: "resume",
    fields: APPLICATION_FIELDS,
    client: context.clientAddress,
    trap: HONEYPOT_FIELD,
  } as const;
  return withUpload(request, form, async (upload) => {
    const values = Object.fromEntries(
      APPLICATION_FIELDS.map((field) => [field, upload.fields[field] ?? ""]),
    ) as Record<(typeof APPLICATION_FIELDS)[number], string>;
    if (!upload.ok) {
      if (upload.problem === "trapped") return answerAccepted(t("careers.apply.success"));
      const key = UPLOAD_MESSAGES[upload.problem];
      const aboutResume = upload.problem === "too-large" || upload.problem === "wrong-type";
      return answerRefused(
        upload.status,
        {
          message: t(key ?? "careers.apply.unreadable"),
          errors: aboutResume && key ? { resume: t(key) } : {},
          values,
        },
        upload.headers,
      );
    }
    const checked = checkFields(applicationFormSchema, values);
    if (!checked.ok) {
      return answerRefused(400, { values, errors: translatedErrors(lang, checked.errors) });
    }
    try {
      const resume = upload.file ? await readSpooledFile(upload.file) : null;
      await storeApplication(context, posting, { ...checked.data, language: lang }, resume);
    } catch (error) {
      console.error("an application could not be stored", error);
      return answerRefused(503, { message: t("careers.apply.failure", phone), values });
    }
    return answerAccepted(t("careers.apply.success"));
  });
}

/** The application, its résumé and its two mails, in one transaction. */
async function storeApplication(
  context: AppLoadContext,
  posting: JobPostingRow,
  fields: Omit<typeof jobApplications.$inferInsert, "postingId">,
  resume: ReceivedFile | null,
) {
  await context.database.db.transaction(async (tx) => {
    const [application] = await tx
      .insert(jobApplications)
      .values({ ...fields, postingId: posting.id })
      .returning();
    if (!application) throw new Error("the application was not stored");
    if (resume) {
      const file = await saveFile(tx, resume, resumeOwnerOf(application.id), null);
      await tx
        .update(jobApplications)
        .set({ resumeFileId: file.id })
        .where(eq(jobApplications.id, application.id));
    }
    // Counted with every form's acknowledgements: a stranger's mailbox gets a few a day.
    const confirm = await mayAcknowledge(
      tx,
      application.email,
      new Date(),
      context.config.env.ACKNOWLEDGEMENTS_PER_DOMAIN,
    );
    const stored = { ...application, hasResume: resume !== null };
    await enqueueMails(tx, applicationMails(context, posting, stored, confirm));
  });
}
