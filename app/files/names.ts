/**
 * The name a stored file is saved as: the uploaded name's last part, reduced to letters, digits
 * and a few marks (no path, no quote, no control character: it goes into Content-Disposition),
 * bounded, and ending in the extension of the type its bytes were recognised as.
 */
export function safeFileName(uploaded: string, extension: string, fallback = "file"): string {
  const last = uploaded.split(/[\\/]/).pop() ?? "";
  const stem = last
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w .()-]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80)
    .replace(/^[.\s]+|[.\s]+$/g, "");
  return `${stem || fallback}.${extension}`;
}
