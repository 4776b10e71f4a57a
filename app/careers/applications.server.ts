import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { saveFile } from "~/files/store.server";
import { receiveUpload } from "~/files/upload.server";
import { answerAccepted, answerRefused, checkFields, type FormAnswer } from "~/forms/form.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { type Lang, langOfPath } from "~/i18n/languages";
import { translateMessage } from "~/i18n/translator";
import { HONEYPOT_FIELD } from "~/leads/Honeypot";
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

/**
 * An application posted to an open posting's page (multipart, with or without a résumé): bots
 * that fill the hidden field are thanked and dropped, each client may send a few per 15 minutes,
 * the résumé is bounded and recognised by its bytes (app/files), the fields are checked; then
 * the application and its résumé are stored, and the office's notice and the applicant's
 * confirmation (within the address's acknowledgements of the day) queued, in one transaction. Any refusal stores nothing.
 */
export async function receiveApplication(
  request: Request,
  context: AppLoadContext,
  posting: JobPostingRow,
): Promise<FormAnswer> {
  const lang = langOfPath(new URL(request.url).pathname);
  const { t } = serverTranslator(lang);
  const phone = { phone: context.company.facts().phone.display };
  const upload = await receiveUpload(request, {
    kind: "resume",
    fileField: "resume",
    fields: [...APPLICATION_FIELDS, HONEYPOT_FIELD],
  });
  const values = Object.fromEntries(
    APPLICATION_FIELDS.map((field) => [field, upload.fields[field] ?? ""]),
  ) as Record<(typeof APPLICATION_FIELDS)[number], string>;
  if ((upload.fields[HONEYPOT_FIELD] ?? "") !== "") {
    return answerAccepted(t("careers.apply.success"));
  }
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
        { message: t("forms.rateLimited", phone), values },
        { "Retry-After": String(state.retryAfterSeconds) },
      );
    }
  } catch (error) {
    console.error("an application could not be counted", error);
    return answerRefused(503, { message: t("careers.apply.failure", phone), values });
  }
  if (!upload.ok) {
    const resumeError =
      upload.problem === "too-large"
        ? t("careers.apply.resumeTooLarge")
        : upload.problem === "wrong-type"
          ? t("careers.apply.resumeWrongType")
          : undefined;
    return answerRefused(upload.status, {
      message: resumeError ?? t("careers.apply.unreadable"),
      errors: resumeError ? { resume: resumeError } : {},
      values,
    });
  }
  const checked = checkFields(applicationFormSchema, values);
  if (!checked.ok) {
    return answerRefused(400, { values, errors: translatedErrors(lang, checked.errors) });
  }
  try {
    await context.database.db.transaction(async (tx) => {
      const [application] = await tx
        .insert(jobApplications)
        .values({ ...checked.data, postingId: posting.id, language: lang })
        .returning();
      if (!application) throw new Error("the application was not stored");
      if (upload.file) {
        const file = await saveFile(tx, upload.file, resumeOwnerOf(application.id), null);
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
      const stored = { ...application, hasResume: upload.file !== null };
      await enqueueMails(tx, applicationMails(context, posting, stored, confirm));
    });
  } catch (error) {
    console.error("an application could not be stored", error);
    return answerRefused(503, { message: t("careers.apply.failure", phone), values });
  }
  return answerAccepted(t("careers.apply.success"));
}
