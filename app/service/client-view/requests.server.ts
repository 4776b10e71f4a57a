import type { AppLoadContext } from "react-router";
import type { DbOrTx } from "~/db/client.server";
import { withUpload } from "~/files/upload.server";
import {
  answerAccepted,
  answerRefused,
  checkFields,
  type FormAnswer,
  type FormFields,
  readTextFields,
} from "~/forms/form.server";
import { HONEYPOT_FIELD } from "~/forms/Honeypot";
import { serverTranslator, translateMessages } from "~/i18n/catalogue.server";
import { type Lang, langOfPath } from "~/i18n/languages";
import { jobsNow } from "~/jobs/clock.server";
import { insertLead, type NewLeadValues } from "~/leads/leads.server";
import { hitLimit } from "~/limits/rate-limit.server";
import { mayAcknowledge } from "~/mail/acknowledgement-limit.server";
import { companyMailSettings } from "~/mail/mailer.server";
import { enqueueMails } from "~/mail/outbox.server";
import { contactLinkFor } from "../clients/contact-links.server";
import { emergencyAlerts } from "../clocks/clocks.server";
import { createWorkOrder, type MatchedRequester, matchRequester } from "../desk/work-orders.server";
import type { WorkOrderRow } from "../service.schema";
import { type ServiceRequest, serviceRequestSchema } from "../service.validation";
import { WORK_ORDER_PHOTOS_PER_POST } from "../technician/photo-limits";
import {
  addWorkOrderPhoto,
  type EncodedPicture,
  encodePhotoFile,
} from "../technician/photos.server";
import { requestConfirmation, workOrderConfirmation, workOrderNotice } from "./request-mail.server";

export const REQUEST_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "site",
  "trade",
  "priority",
  "description",
  "location",
  "po",
  "meet",
] as const;

const SERVICE_REQUEST_SOURCE = "Service Request Form";
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** What the pipeline's lead shows of a request no client contact sent. */
export function serviceLead(request: ServiceRequest, language: Lang): NewLeadValues {
  return {
    kind: "service",
    name: request.name,
    email: request.email,
    phone: request.phone,
    message: request.description,
    source: SERVICE_REQUEST_SOURCE,
    details: {
      company: request.company,
      store_or_site: request.site,
      trade_or_category: request.trade,
      priority: request.priority,
      where_on_site: request.location,
      po_number: request.po,
      person_to_meet: request.meet,
    },
    language,
  };
}

export type PlaceDeps = Pick<AppLoadContext, "database" | "config" | "secrets" | "company">;

/**
 * A known contact's request as a work order, with the office's notice and the contact's
 * confirmation (in their language, carrying their personal link to the client's view) queued in
 * the same transaction: for the public form and the client's view alike.
 */
export async function placeWorkOrder(
  tx: DbOrTx,
  deps: PlaceDeps,
  { matched, request, now }: { matched: MatchedRequester; request: ServiceRequest; now: Date },
): Promise<WorkOrderRow> {
  const mail = companyMailSettings(deps.config, deps.company.current().profile);
  const order = await createWorkOrder(tx, {
    matched,
    request,
    language: matched.contact.language,
    now,
  });
  const link = await contactLinkFor(tx, deps, matched.contact, { now });
  const { onCallEmail } = deps.company.current().profile;
  await enqueueMails(tx, [
    // An emergency alerts the on-call address and the inbox at once, instead of the notice.
    ...(order.emergency
      ? emergencyAlerts({ onCall: onCallEmail, inbox: mail.companyInbox }, deps.config.publicUrl, {
          order,
          ...matched,
        })
      : [workOrderNotice(mail.companyInbox, deps.config.publicUrl, order, matched)]),
    workOrderConfirmation(deps.company.facts(), order, matched, link),
  ]);
  return order;
}

/**
 * The request form's post (docs/service-desk.md#requests): bots that fill the hidden field are
 * thanked and dropped; each client may send a few per 15 minutes; the fields are checked. A
 * request from a client's contact for one of their sites becomes a work order at once, any other
 * a "Service request" lead (an emergency alerts the on-call address at once); either is stored
 * with its e-mails queued in one transaction, and the page answers both alike, so that nobody
 * learns who is a client. Up to five photos may come with it (multipart), re-encoded before
 * anything is stored and kept with a work order (source `request`); a lead keeps none, since
 * nobody of the client would see them.
 */
export async function receiveServiceRequest(
  request: Request,
  context: AppLoadContext,
  now?: Date,
): Promise<FormAnswer> {
  const lang = langOfPath(new URL(request.url).pathname);
  const { t } = serverTranslator(lang);
  const phone = { phone: context.company.facts().emergencyPhone.display };
  // With photos the form comes multipart, read within the photos' bounds (app/files).
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const form = {
      kind: "work-order-photo",
      fileField: "photo",
      fields: [...REQUEST_FIELDS, HONEYPOT_FIELD],
      client: context.clientAddress,
      maxFiles: WORK_ORDER_PHOTOS_PER_POST,
      trap: HONEYPOT_FIELD,
    } as const;
    return withUpload(request, form, async (upload) => {
      const values = readTextFields(fieldsOf(upload.fields), REQUEST_FIELDS);
      if (!upload.ok && upload.problem === "trapped") {
        return answerAccepted(t("service.success", phone));
      }
      if (!upload.ok) {
        // A photo too large or of another type is said so; a body cut off, malformed or sent
        // while the server is busy asks to send it again.
        const photo = upload.problem === "too-large" || upload.problem === "wrong-type";
        const message = photo ? t("service.photoRefused") : t("service.failure", phone);
        return answerRefused(upload.status, { message, values }, upload.headers);
      }
      if (upload.refused.length > 0) {
        return answerRefused(415, { message: t("service.photoRefused"), values });
      }
      // All handed to the photos' queue at once: it encodes two at a time, one a core.
      const encoded = await Promise.all(upload.files.map((file) => encodePhotoFile(file.path)));
      const pictures = encoded.filter((picture): picture is EncodedPicture => picture !== null);
      if (pictures.length < encoded.length) {
        return answerRefused(422, { message: t("service.photoRefused"), values });
      }
      return storeServiceRequest(context, fieldsOf(upload.fields), pictures, lang, now);
    });
  }
  let body: FormData;
  try {
    body = await request.formData();
  } catch {
    return answerRefused(400, { message: t("service.failure", phone) });
  }
  return storeServiceRequest(context, body, [], lang, now);
}

const fieldsOf = (fields: Record<string, string>): FormFields => ({
  get: (name) => fields[name] ?? null,
});

/** The request's fields checked and stored, with its photos when it becomes a work order. */
async function storeServiceRequest(
  context: AppLoadContext,
  body: FormFields,
  pictures: EncodedPicture[],
  lang: Lang,
  now: Date | undefined,
): Promise<FormAnswer> {
  const { t } = serverTranslator(lang);
  const facts = context.company.facts();
  const phone = { phone: facts.emergencyPhone.display };
  const values = readTextFields(body, REQUEST_FIELDS);
  if (readTextFields(body, [HONEYPOT_FIELD])[HONEYPOT_FIELD] !== "") {
    return answerAccepted(t("service.success", phone));
  }
  const rule = {
    name: "service-request:client",
    max: context.config.env.FORM_RATE_LIMIT,
    windowMs: FIFTEEN_MINUTES,
  };
  const checked = checkFields(serviceRequestSchema, values);
  const db = context.database.db;
  try {
    const state = await db.transaction(async (tx) => {
      const counted = await hitLimit(tx, rule, context.clientAddress);
      if (!counted.allowed || !checked.ok) return counted;
      const mail = companyMailSettings(context.config, context.company.current().profile);
      const matched = await matchRequester(tx, checked.data.email, checked.data.site);
      if (matched) {
        // Its due times run on the jobs' clock, which the clocks' alerts read (the real time in
        // production; a test harness moves it).
        const order = await placeWorkOrder(tx, context, {
          matched,
          request: checked.data,
          now: now ?? jobsNow(),
        });
        for (const picture of pictures) {
          await addWorkOrderPhoto(tx, order.id, picture, { source: "request", caption: "" }, null);
        }
      } else {
        // A lead is stamped with the wall clock, as every lead form's: the leads' list and Clear
        // All read it.
        const received = now ?? new Date();
        await insertLead(tx, serviceLead(checked.data, lang), mail, received);
        if (
          await mayAcknowledge(tx, checked.data.email, received, mail.acknowledgementsPerDomain)
        ) {
          await enqueueMails(tx, [
            requestConfirmation(facts, {
              email: checked.data.email,
              name: checked.data.name,
              lang,
            }),
          ]);
        }
      }
      return counted;
    });
    if (!state.allowed) {
      return answerRefused(
        429,
        { message: t("forms.rateLimited", { phone: facts.phone.display }), values },
        { "Retry-After": String(state.retryAfterSeconds) },
      );
    }
  } catch (error) {
    console.error("a service request could not be stored", error);
    return answerRefused(503, { message: t("service.failure", phone), values });
  }
  if (!checked.ok) {
    return answerRefused(400, { values, errors: translateMessages(lang, checked.errors) });
  }
  return answerAccepted(t("service.success", phone));
}
