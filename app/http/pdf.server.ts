import { type Lang, LOCALES } from "~/i18n/languages";

/**
 * The one setup of the PDFs the server draws (the capability statement, the service report):
 * pdfkit loaded on first use (most processes never draw one), Letter size, the fonts built into
 * every PDF reader, nothing fetched. `done` is the whole file once `doc.end()` is called.
 */
export async function letterDocument({
  lang,
  title,
  author,
  margin = 48,
}: {
  lang: Lang;
  title: string;
  author: string;
  margin?: number;
}) {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    autoFirstPage: true,
    lang: LOCALES[lang],
    info: { Title: title, Author: author },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}
