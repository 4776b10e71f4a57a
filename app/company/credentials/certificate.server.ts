import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { FILE_KINDS, fileUrl } from "~/files/kinds";
import { type FileRecord, newestFileOf, saveFile } from "~/files/store.server";
import { readSpooledFile, type Upload } from "~/files/upload.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { localeFormat } from "~/site/locale-format";

/**
 * The company's certificate of insurance (docs/decisions/0088): a stored file of the company's,
 * the newest one the current; older ones stay until removed, so that a reply queued before a
 * replacement still carries the certificate it named.
 */
export const CERTIFICATE_OWNER = "company";
export const CERTIFICATE_KIND = "company-coi";

/** The office's answers are in English (docs/decisions/0096), from `adminCompany`. */
const { t } = serverTranslator("en");

/** The current certificate's record (no bytes), or null when none was uploaded. */
export function currentInsuranceCertificate(db: DbOrTx): Promise<FileRecord | null> {
  return newestFileOf(db, CERTIFICATE_OWNER, CERTIFICATE_KIND);
}

/** The certificate's form: one PDF in the field `certificate`, nothing else. */
export const CERTIFICATE_FORM = {
  kind: CERTIFICATE_KIND,
  fileField: "certificate",
  fields: [],
} as const;

/** The certificate as its page shows it: its address, name and when it was uploaded. */
export interface CertificateView {
  url: string;
  name: string;
  uploaded: string;
  uploadedIso: string;
}

export interface CertificateAnswer {
  ok: boolean;
  message: string;
  errors: { certificate?: string };
}

/**
 * Answers the certificate's form: a new PDF (bounded and recognised by app/files) becomes the
 * current certificate, audited; the earlier ones stay for the replies queued with them. Any
 * problem: nothing stored, the reason beside the field.
 */
export async function answerCertificateForm(
  db: Database,
  actor: AuditActor,
  upload: Upload,
): Promise<{ status: number; answer: CertificateAnswer }> {
  const refused = (status: number, reason: string) => ({
    status,
    answer: {
      ok: false,
      message: t("admin.company.certificate.notSaved"),
      errors: { certificate: reason },
    },
  });
  if (!upload.ok) return refused(upload.status, upload.message);
  if (!upload.file) {
    const accepts = FILE_KINDS[CERTIFICATE_KIND].accepts;
    return refused(400, t("admin.company.certificate.choose", { accepts }));
  }
  const stored = await db.transaction(async (tx) => {
    const file = await saveFile(
      tx,
      await readSpooledFile(upload.file!),
      CERTIFICATE_OWNER,
      actor.id,
    );
    await recordAudit(tx, actor, "company.certificate.upload", file.id, { name: file.name });
    return file;
  });
  return {
    status: 200,
    answer: {
      ok: true,
      message: t("admin.company.certificate.saved", { name: stored.name }),
      errors: {},
    },
  };
}

/** The current certificate in words, times in the company's zone, named (docs/decisions/0077). */
export async function certificateView(
  db: DbOrTx,
  timeZone: string,
): Promise<CertificateView | null> {
  const current = await currentInsuranceCertificate(db);
  if (!current) return null;
  return {
    url: fileUrl(current),
    name: current.name,
    uploaded: localeFormat("en").dateTime(current.createdAt, timeZone),
    uploadedIso: current.createdAt.toISOString(),
  };
}
