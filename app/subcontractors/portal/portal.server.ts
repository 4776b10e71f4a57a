import type { AppLoadContext } from "react-router";
import { requestLang } from "~/accounts/translate.server";
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
import { markLinkUsed, openLink } from "../links/links.server";
import { translatedErrors } from "../messages.server";
import { complianceOf } from "../requirements/compliance.server";
import { requirementTitle } from "../requirements/requirement-text";
import { requirementsOf } from "../requirements/requirements.server";
import { documentFieldsSchema } from "../subcontractors.validation";
import { saveDocument } from "./save-document.server";
import {
  admitUpload,
  STORED_BYTES_PER_SUBCONTRACTOR,
  UPLOADS_PER_LINK_PER_DAY,
} from "./storage.server";

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
  const opened = await openLink(db, tokenOf(request));
  if (!opened) return null;
  await markLinkUsed(db, opened.link.id);
  const compliance = await complianceOf(db, opened.row);
  const url = new URL(request.url);
  return {
    company: opened.row.company,
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

const STORAGE_MB = String(STORED_BYTES_PER_SUBCONTRACTOR / (1024 * 1024));

/**
 * One upload from the subcontractor's page. The link, its day's count of uploads and the
 * subcontractor's room are checked before a byte of the body is read; the body is read by
 * app/files (a place among the uploads at once, the file streamed to disk, bounded and
 * recognised); the fields beside it are checked; the item must be one of the
 * subcontractor's, with its expiry when its kind expires, and the file must fit in the room. Any
 * refusal stores nothing, and names the item it is about (`values.requirementId`).
 */
export async function answerDocumentUpload(
  context: AppLoadContext,
  request: Request,
): Promise<FormAnswer> {
  const lang = requestLang(request);
  const { t } = serverTranslator(lang);
  const db = context.database.db;
  const opened = await openLink(db, tokenOf(request));
  if (!opened) return answerRefused(404, { message: t("subcontractors.portal.linkInvalid") });
  const admitted = await admitUpload(db, opened);
  if (!admitted.ok) {
    return admitted.problem === "too-many-uploads"
      ? answerRefused(
          429,
          {
            message: t("subcontractors.portal.tooManyUploads", {
              max: String(UPLOADS_PER_LINK_PER_DAY),
            }),
          },
          { "Retry-After": String(admitted.retryAfter ?? 3600) },
        )
      : answerRefused(413, {
          message: t("subcontractors.portal.storageFull", {
            company: opened.row.company,
            size: STORAGE_MB,
          }),
        });
  }
  const form = {
    kind: "subcontractor-document",
    fileField: "file",
    fields: ["requirementId", "expiresOn", "number"],
    client: context.clientAddress,
  } as const;
  return withUpload(request, form, (upload) =>
    answerReceivedDocument(context, request, opened, upload),
  );
}

/** The document's upload as received: checked, then stored (its file read from disk). */
async function answerReceivedDocument(
  context: AppLoadContext,
  request: Request,
  opened: NonNullable<Awaited<ReturnType<typeof openLink>>>,
  upload: Upload,
): Promise<FormAnswer> {
  const lang = requestLang(request);
  const { t } = serverTranslator(lang);
  const db = context.database.db;
  const values = {
    requirementId: upload.fields.requirementId ?? "",
    expiresOn: upload.fields.expiresOn ?? "",
    number: upload.fields.number ?? "",
  };
  // Every refusal below says which item it is about, when the form named one of theirs.
  const items = await requirementsOf(db, opened.row.setId);
  const named = items.find((item) => item.id === values.requirementId);
  const about = (message: string) =>
    named
      ? t("subcontractors.portal.itemProblem", { item: requirementTitle(named, t), message })
      : message;
  if (!upload.ok) {
    return answerRefused(
      upload.status,
      { message: about(t(UPLOAD_MESSAGES[upload.problem])), values },
      upload.headers,
    );
  }
  const checked = checkFields(documentFieldsSchema, values);
  if (!checked.ok) {
    return answerRefused(400, {
      message: about(t("subcontractors.portal.checkFields")),
      errors: translatedErrors(lang, checked.errors),
      values,
    });
  }
  if (!named) {
    return answerRefused(404, { message: t("subcontractors.portal.unknownItem"), values });
  }
  if (!upload.file) {
    return answerRefused(400, { message: about(t("subcontractors.portal.noFile")), values });
  }
  const saved = await saveDocument(
    context,
    opened,
    checked.data,
    await readSpooledFile(upload.file),
  );
  if (saved.ok) {
    return answerAccepted(
      t("subcontractors.portal.sent", {
        file: upload.file.name,
        item: requirementTitle(named, t),
      }),
    );
  }
  switch (saved.problem) {
    case "unknown-item":
      return answerRefused(404, { message: t("subcontractors.portal.unknownItem"), values });
    case "expiry-required":
      return answerRefused(400, {
        message: about(t("subcontractors.portal.checkFields")),
        errors: { expiresOn: t("subcontractors.error.expiryRequired") },
        values,
      });
    case "storage-full":
      return answerRefused(413, {
        message: about(
          t("subcontractors.portal.storageFull", { company: opened.row.company, size: STORAGE_MB }),
        ),
        values,
      });
  }
}
