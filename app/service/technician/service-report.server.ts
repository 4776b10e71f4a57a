import { eq } from "drizzle-orm";
import { users } from "~/auth/auth.schema";
import type { CompanyFacts } from "~/company/facts";
import type { DbOrTx } from "~/db/client.server";
import { readStoredFile } from "~/files/store.server";
import { letterDocument } from "~/http/pdf.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { localeFormat } from "~/site/locale-format";
import { dueText } from "../client-view/request-mail.server";
import { workOrderNumber } from "../service";
import type { ServiceSiteRow, WorkOrderRow } from "../service.schema";

/**
 * The one-page service report of a completed work order (docs/service-desk.md#service-report):
 * its number, the store and site, PO, priority, the times on site in the site's zone (named),
 * the technician, the work done, the parts, the sign-off and the signature drawn at check-out.
 * Whatever does not fit the page is cut with an ellipsis rather than starting a second one.
 */

/** Statuses whose work orders have a report: the visit is over. */
const REPORTED_STATUSES = ["completed", "invoiced", "closed"] as const;

export function hasReport(status: string): boolean {
  return (REPORTED_STATUSES as readonly string[]).includes(status);
}

/** Signatures the PDF can draw (pdfkit reads PNG and JPEG). */
const DRAWABLE = new Set(["image/png", "image/jpeg"]);

export async function drawServiceReport(
  db: DbOrTx,
  facts: CompanyFacts,
  { order, site }: { order: WorkOrderRow; site: ServiceSiteRow },
  lang: Lang,
): Promise<Buffer> {
  const { t } = serverTranslator(lang);
  const number = workOrderNumber(order.number);
  const [technician] = order.technicianId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, order.technicianId))
    : [];
  const signature = order.signatureFileId ? await readStoredFile(db, order.signatureFileId) : null;
  const { doc, done } = await letterDocument({
    lang,
    title: `${t("service.report.title")} ${number}`,
    author: facts.name,
  });
  const margin = 48;
  const width = doc.page.width - 2 * margin;
  const bottom = doc.page.height - margin;
  const zone = site.timeZone;
  const when = (instant: Date | null) =>
    instant ? dueText(instant, zone, lang) : t("service.client.none");

  doc.rect(0, 0, doc.page.width, 84).fill("#0b1f3a");
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(20);
  doc.text(facts.name, margin, 24, { width, lineBreak: false, ellipsis: true });
  doc.font("Helvetica").fontSize(11).fillColor("#dbe4f0");
  doc.text(`${t("service.report.title")} · ${number}`, margin, 52, { width, lineBreak: false });

  const rows: [string, string][] = [
    [t("service.mail.number"), number],
    [t("service.report.store"), `${site.siteNumber} · ${site.name}`],
    [t("service.report.address"), site.address],
    [t("service.client.po"), order.poNumber || t("service.client.none")],
    [t("service.client.priority"), order.priority],
    [t("service.client.checkIn"), when(order.checkedInAt)],
    [t("service.client.checkOut"), when(order.checkedOutAt)],
    [t("service.client.technician"), technician?.name || t("service.client.none")],
  ];
  let y = 108;
  for (const [label, value] of rows) {
    doc.font("Helvetica-Bold").fontSize(9.5).fillColor("#475569");
    doc.text(label, margin, y, { width: 140 });
    doc.font("Helvetica").fontSize(10).fillColor("#111827");
    doc.text(value, margin + 150, y, { width: width - 150 });
    y = Math.max(doc.y, y + 12) + 6;
  }
  const block = (heading: string, body: string, height: number) => {
    doc.font("Helvetica-Bold").fontSize(11).fillColor("#0b1f3a");
    doc.text(heading, margin, y + 8, { width });
    doc.font("Helvetica").fontSize(10).fillColor("#111827");
    doc.text(body || t("service.client.none"), margin, doc.y + 4, {
      width,
      height,
      ellipsis: true,
    });
    y = doc.y;
  };
  block(t("service.client.workDone"), order.workDone, 180);
  block(t("service.client.parts"), order.partsUsed, 90);
  const signoff = [order.signoffName, order.signoffTitle].filter(Boolean).join(", ");
  block(t("service.client.signoff"), signoff, 30);
  if (signature && DRAWABLE.has(signature.type)) {
    const room = Math.min(90, bottom - y - 28);
    if (room > 30) doc.image(Buffer.from(signature.data), margin, y + 8, { fit: [240, room] });
  }
  doc.font("Helvetica").fontSize(8).fillColor("#64748b");
  doc.text(
    `${number} · ${localeFormat(lang).dateTime(new Date(), zone)} (${zone})`,
    margin,
    bottom - 10,
    { width, lineBreak: false },
  );
  doc.end();
  return done;
}

/** The report's file name: the work order's number and the store's. */
export function reportFileName(order: WorkOrderRow, site: ServiceSiteRow): string {
  const store = site.siteNumber.replace(/[^A-Za-z0-9-]/g, "");
  return `${workOrderNumber(order.number)}-store-${store}.pdf`;
}

/** The PDF as a download, never stored by a cache. */
export function reportResponse(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "same-origin",
    },
  });
}
