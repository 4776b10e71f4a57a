/**
 * The kinds of uploaded file (docs/decisions/0049): each bounds its size, lists the types it
 * accepts (recognised from the bytes, never from the name or the declared type) and says who may
 * read it. A new capability (subcontractors' documents, résumés, project photos) adds a kind here.
 * Plain data: the forms show the limits, the server enforces them.
 */

import type { Permission } from "~/auth/permissions";

/**
 * Who may read a file of the kind: everyone (the company's W-9), only the admin, or whoever holds
 * a named permission (and the admin, who holds them all).
 */
export type ReadAccess = "public" | "admin" | Permission;

interface FileKindRule {
  maxBytes: number;
  /** Media types as `file-type` names them (`application/pdf`, `image/png`). */
  types: readonly string[];
  read: ReadAccess;
  /**
   * Sent by people outside the company (applicants, subcontractors): always served as a download,
   * in a sandbox, never shown in a page of the site's origin (app/files/serve.server.ts).
   */
  fromOutsiders: boolean;
  /** What a person is told the kind accepts, beside the file's field. */
  accepts: string;
}

const MB = 1024 * 1024;

export const FILE_KINDS = {
  /** The company's current W-9, offered on the credentials page to every buyer. */
  "company-w9": {
    maxBytes: 4 * MB,
    types: ["application/pdf"],
    read: "public",
    fromOutsiders: false,
    accepts: "PDF, at most 4 MB",
  },
  /**
   * The company's current certificate of insurance (app/company/credentials/certificate.server.ts): sent to
   * whoever asked for it, attached to the office's reply from the lead page, read by the office.
   */
  "company-coi": {
    maxBytes: 4 * MB,
    types: ["application/pdf"],
    read: "leads",
    fromOutsiders: false,
    accepts: "PDF, at most 4 MB",
  },
  /**
   * A project's photo (app/projects/photos.server.ts): the upload is one of these types; what is
   * stored is never the upload but the server's AVIF and WebP re-encodings of it, read by all.
   */
  "project-photo": {
    maxBytes: 15 * MB,
    types: ["image/jpeg", "image/png", "image/webp"],
    read: "public",
    fromOutsiders: false,
    accepts: "JPEG, PNG or WebP, at most 15 MB",
  },
  /**
   * A work order's photo or its customer's signature (app/service/technician/photos.server.ts): the upload is
   * one of these types; what is stored is the server's re-encoding, without the original's
   * metadata. Served by the service desk's own route, which checks the work order's readers
   * (the office, the assigned technician); through /files, by the office alone.
   */
  "work-order-photo": {
    maxBytes: 15 * MB,
    types: ["image/jpeg", "image/png", "image/webp"],
    read: "service",
    fromOutsiders: false,
    accepts: "JPEG, PNG or WebP, at most 15 MB",
  },
  /** A subcontractor's compliance document: seen by the office, never by anyone else. */
  "subcontractor-document": {
    maxBytes: 10 * MB,
    types: ["application/pdf", "image/jpeg", "image/png"],
    read: "subcontractors",
    fromOutsiders: true,
    accepts: "PDF, JPEG or PNG, at most 10 MB",
  },
  /**
   * An applicant's résumé (app/careers): PDF or Word. A .doc is a compound file, taken only when
   * its directory holds a Word document (app/files/recognise.server.ts); an installer, a
   * spreadsheet or any other compound file is refused. Staff with hiring access read it.
   */
  resume: {
    maxBytes: 5 * MB,
    types: [
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/msword",
    ],
    read: "hiring",
    fromOutsiders: true,
    accepts: "PDF or Word, at most 5 MB",
  },
} as const satisfies Record<string, FileKindRule>;

export type FileKind = keyof typeof FILE_KINDS;

/** What a form adds to its files: its text fields and the multipart framing, generously. */
const FORM_ALLOWANCE_BYTES = 64 * 1024;

/** The largest body a form carrying `files` files of a kind may be: refused unread beyond. */
export function uploadBodyMaxBytes(kind: FileKind, files = 1): number {
  return FILE_KINDS[kind].maxBytes * files + FORM_ALLOWANCE_BYTES;
}

export function isFileKind(value: string): value is FileKind {
  return Object.hasOwn(FILE_KINDS, value);
}

/** A stored file's public address: its id, and its name for the browser's "save as". */
export function fileUrl(file: { id: string; name: string }): string {
  return `/files/${file.id}/${encodeURIComponent(file.name)}`;
}
