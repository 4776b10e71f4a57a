import type { AppLoadContext } from "react-router";
import { requestLang } from "~/auth/translate.server";
import {
  readSpooledFile,
  type Upload,
  type UploadProblem,
  withUpload,
} from "~/files/upload.server";
import { answerAccepted, answerRefused, checkFields, type FormAnswer } from "~/forms/form.server";
import { PRIVATE_ANSWER } from "~/http/cache-control";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { MessageKey } from "~/i18n/translator";
import { translatedErrors } from "./messages.server";
import { complianceOf, saveDocument, subcontractorByToken } from "./subcontractors.server";
import { documentFieldsSchema } from "./subcontractors.validation";

/**
 * The subcontractor's page is private: its address is the key to it. No other site is ever told
 * it (`same-origin`: "no-referrer" would make the page's own forms post with `Origin: null`,
 * which the site's and React Router's cross-site checks refuse; docs/decisions/0051).
 */
export const PORTAL_HEADERS = {
  "Cache-Control": PRIVATE_ANSWER,
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** What the subcontractor's page shows, or null for a link that opens nothing. */
export async function portalView(context: AppLoadContext, request: Request) {
  const db = context.database.db;
  const row = await subcontractorByToken(db, tokenOf(request));
  if (!row) return null;
  const compliance = await complianceOf(db, row);
  const url = new URL(request.url);
  return {
    company: row.company,
    status: compliance.status,
    // Only what the page shows of each document: its name, dates, and a rejection's reason.
    items: compliance.items.map((item) => ({
      requirement: item.requirement,
      state: item.state,
      document: item.document
        ? {
            fileName: item.document.fileName,
            expiresOn: item.document.expiresOn,
            reason: item.document.status === "rejected" ? item.document.reason : null,
          }
        : null,
    })),
    action: `${url.pathname}${url.search}`,
  };
}

export type PortalView = NonNullable<Awaited<ReturnType<typeof portalView>>>;

const UPLOAD_MESSAGES: Record<UploadProblem, MessageKey> = {
  "not-multipart": "subcontractors.portal.malformed",
  malformed: "subcontractors.portal.malformed",
  "too-large": "subcontractors.portal.tooLarge",
  "wrong-type": "subcontractors.portal.wrongType",
  trapped: "subcontractors.portal.malformed",
  busy: "forms.upload.busy",
  stalled: "forms.upload.stalled",
};

/**
 * One upload from the subcontractor's page. The link is checked before a byte of the body is
 * read; the body is read by app/files (a place among the uploads at once, the file streamed to
 * disk, bounded and recognised); the fields beside it are checked; the item must be one of the
 * subcontractor's. Any refusal stores nothing.
 */
export async function answerDocumentUpload(
  context: AppLoadContext,
  request: Request,
): Promise<FormAnswer> {
  const { t } = serverTranslator(requestLang(request));
  const db = context.database.db;
  const row = await subcontractorByToken(db, tokenOf(request));
  if (!row) return answerRefused(404, { message: t("subcontractors.portal.linkInvalid") });
  const form = {
    kind: "subcontractor-document",
    fileField: "file",
    fields: ["requirementId", "expiresOn", "number"],
    client: context.clientAddress,
  } as const;
  return withUpload(request, form, (upload) => answerReceivedDocument(request, db, row, upload));
}

/** The document's upload as received: checked, then stored (its file read from disk). */
async function answerReceivedDocument(
  request: Request,
  db: AppLoadContext["database"]["db"],
  row: NonNullable<Awaited<ReturnType<typeof subcontractorByToken>>>,
  upload: Upload,
): Promise<FormAnswer> {
  const { t } = serverTranslator(requestLang(request));
  if (!upload.ok) {
    return answerRefused(
      upload.status,
      { message: t(UPLOAD_MESSAGES[upload.problem]) },
      upload.headers,
    );
  }
  const checked = checkFields(documentFieldsSchema, {
    requirementId: upload.fields.requirementId ?? "",
    expiresOn: upload.fields.expiresOn ?? "",
    number: upload.fields.number ?? "",
  });
  if (!checked.ok) {
    return answerRefused(400, {
      message: t("subcontractors.portal.malformed"),
      errors: translatedErrors(requestLang(request), checked.errors),
      values: checked.values,
    });
  }
  if (!upload.file) return answerRefused(400, { message: t("subcontractors.portal.noFile") });
  if (!(await saveDocument(db, row, checked.data, await readSpooledFile(upload.file)))) {
    return answerRefused(404, { message: t("subcontractors.portal.unknownItem") });
  }
  return answerAccepted(t("subcontractors.portal.sent", { file: upload.file.name }));
}
