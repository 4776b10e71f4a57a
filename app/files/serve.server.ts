import { hasPermission, type PermissionHolder } from "~/auth/permissions";
import type { StoredFileRow } from "./files.schema";
import { FILE_KINDS, isFileKind, type ReadAccess } from "./kinds";

/**
 * The policy of every file served: nothing in it runs (no script, style, frame or form), and it
 * cannot be framed. Chromium's PDF viewer does not start in a sandboxed document ("blocked by
 * Chrome"), so a PDF shown in the browser goes without `sandbox` (its viewer is the browser's
 * own, in its own process); every other file gets it as well, a PDF sent as a download too
 * (docs/decisions/0049, 0074).
 */
export function filePolicy(type: string, shown = true): string {
  const base = [
    "default-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ];
  return (type === "application/pdf" && shown ? base : [...base, "sandbox"]).join("; ");
}

/** Types a browser shows itself; anything else is always downloaded. */
const SHOWN_INLINE = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/avif",
]);

/** The file's name in Content-Disposition: ASCII for old clients, UTF-8 for the rest (RFC 6266). */
function disposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Whether files of a kind come from outside the company; a kind no longer known is taken so. */
function isFromOutsiders(kind: string): boolean {
  return isFileKind(kind) ? FILE_KINDS[kind].fromOutsiders : true;
}

/** Who may read files of a kind; a kind no longer known is readable by nobody. */
export function readAccess(kind: string): ReadAccess | null {
  return isFileKind(kind) ? FILE_KINDS[kind].read : null;
}

/**
 * May this reader have a file of this access? Public: everyone; admin: the admin; a permission:
 * whoever holds it; unknown: nobody.
 */
export function mayRead(access: ReadAccess | null, reader: PermissionHolder | null): boolean {
  if (access === "public") return true;
  if (access === null || reader === null) return false;
  if (access === "admin") return reader.isAdmin;
  return hasPermission(reader, access);
}

/**
 * The answer carrying a stored file: its bytes, recognised type and the headers that keep it
 * inert. A file sent by people outside the company (a résumé, a subcontractor's document) is
 * always a download, never shown in a page of the site's origin, whatever its type: a PDF's
 * viewer runs the PDF's own scripts and forms (docs/decisions/0074).
 */
export function fileResponse(file: StoredFileRow, options: { download: boolean }): Response {
  const inline = !options.download && SHOWN_INLINE.has(file.type) && !isFromOutsiders(file.kind);
  const isPublic = readAccess(file.kind) === "public";
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.size),
      "Content-Disposition": disposition(inline ? "inline" : "attachment", file.name),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": filePolicy(file.type, inline),
      "Cross-Origin-Resource-Policy": "same-origin",
      // An id names one content for ever: a public file may be kept; any other, nowhere.
      "Cache-Control": isPublic ? "public, max-age=86400, immutable" : "private, no-store",
      ETag: `"${file.sha256}"`,
    },
  });
}
