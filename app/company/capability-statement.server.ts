import { formatAddress } from "~/company/fixed-facts";
import { serverTranslator } from "~/i18n/catalogue.server";
import { industries, services } from "~/site/content";
import type { CredentialsView } from "./credentials-view";
import type { CompanyFacts } from "./facts";

/**
 * The one-page capability statement buyers and agencies ask for (docs/product.md#credentials),
 * drawn on the server with pdfkit from the profile: company, licenses, DIR, certifications,
 * identifiers, NAICS, services, markets, offices and contact. Letter size, fonts built into every
 * PDF reader (Helvetica), nothing fetched. Whatever does not fit one page is cut with an
 * ellipsis rather than starting a second page.
 */
export async function drawCapabilityStatement(
  facts: CompanyFacts,
  view: CredentialsView,
  siteUrl: string,
): Promise<Buffer> {
  // Loaded on first use: most processes never draw one.
  const { default: PDFDocument } = await import("pdfkit");
  const { t } = serverTranslator("en");
  const margin = 48;
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    autoFirstPage: true,
    info: { Title: `${facts.name}: capability statement`, Author: facts.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * margin;
  const bottom = doc.page.height - margin;
  const navy = "#0b1f3a";
  const accent = "#b7791f";

  // Heading band.
  doc.rect(0, 0, doc.page.width, 96).fill(navy);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(22);
  doc.text(facts.name, margin, 28, { width, lineBreak: false, ellipsis: true });
  doc.font("Helvetica").fontSize(10).fillColor("#dbe4f0");
  doc.text(`Capability statement · ${facts.tagline}`, margin, 58, {
    width,
    height: 28,
    ellipsis: true,
  });

  const columnGap = 24;
  const columnWidth = (width - columnGap) / 2;
  const columns = [
    { x: margin, y: 116 },
    { x: margin + columnWidth + columnGap, y: 116 },
  ];

  const titleHeight = () => {
    doc.font("Helvetica-Bold").fontSize(10);
    return doc.heightOfString("X", { width: columnWidth }) + 3;
  };
  /** The height a block takes whole. */
  function blockHeight(lines: string[]): number {
    const title = titleHeight();
    doc.font("Helvetica").fontSize(9.5);
    return lines.reduce(
      (sum, line) => sum + doc.heightOfString(line, { width: columnWidth }) + 2,
      title + 10,
    );
  }

  /**
   * One titled block in its column, or in the other one when it fits there whole and not here
   * (a long list of credentials goes beside the services rather than being cut). What still does
   * not fit goes on in the other column; an ellipsis ends it only where neither has room.
   */
  function block(preferred: 0 | 1, title: string, lines: string[]) {
    if (lines.length === 0) return;
    const height = blockHeight(lines);
    const other = preferred === 0 ? 1 : 0;
    const room = (column: 0 | 1) => bottom - columns[column]!.y;
    const column = room(preferred) >= height || room(preferred) >= room(other) ? preferred : other;
    let place = columns[column]!;
    if (place.y > bottom - 30) return;
    const heading = (text: string) => {
      doc.font("Helvetica-Bold").fontSize(10).fillColor(accent);
      doc.text(text.toUpperCase(), place.x, place.y, { width: columnWidth, characterSpacing: 0.5 });
      place.y = doc.y + 3;
      doc.font("Helvetica").fontSize(9.5).fillColor("#1f2937");
    };
    heading(title);
    for (const line of lines) {
      const lineHeight = doc.heightOfString(line, { width: columnWidth });
      if (place.y + lineHeight > bottom) {
        const next = columns[place === columns[0] ? 1 : 0]!;
        if (next.y + titleHeight() + lineHeight > bottom) {
          doc.text("…", place.x, place.y, { width: columnWidth });
          place.y = bottom;
          return;
        }
        place = next;
        heading(`${title} (continued)`);
      }
      doc.text(line, place.x, place.y, { width: columnWidth });
      place.y = doc.y + 2;
    }
    place.y += 10;
  }

  // The right column's facts first, so that the credentials know the room left beside them.
  block(
    1,
    "Core services",
    services.map((service) => t(service.title)),
  );
  block(
    1,
    "Markets",
    industries.map((industry) => t(industry.name)),
  );
  block(
    1,
    "Offices",
    facts.offices.map(
      (office) => `${office.label}: ${formatAddress(office)} · ${office.phone.display}`,
    ),
  );
  block(1, "Contact", [
    `Phone ${facts.phone.display}`,
    `E-mail ${facts.email}`,
    siteUrl,
    `Serving ${facts.states.join(", ")}`,
  ]);

  const dated = (text: string, expires: string) =>
    expires ? `${text} (through ${expires})` : text;
  block(
    0,
    "Licenses",
    view.licenses.map((license) =>
      dated(
        [license.name, license.number ? `#${license.number}` : "", license.state]
          .filter(Boolean)
          .join(" "),
        license.expires,
      ),
    ),
  );
  block(
    0,
    "Public works",
    view.dir ? [dated(`California DIR registration ${view.dir.number}`, view.dir.expires)] : [],
  );
  block(
    0,
    "Certifications",
    view.certifications.map((item) =>
      dated(`${item.name}${item.number ? ` #${item.number}` : ""}`, item.expires),
    ),
  );
  const { uei, cage, naics } = view.identifiers;
  block(
    0,
    "Identifiers",
    [
      uei ? `UEI ${uei}` : "",
      cage ? `CAGE ${cage}` : "",
      naics.length ? `NAICS ${naics.join(", ")}` : "",
    ].filter(Boolean),
  );
  const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;
  block(
    0,
    "Insurance",
    view.insurance.map(
      (policy) =>
        `${policy.kind} (${policy.carrier}): ${dollars(policy.perOccurrence)} per occurrence, ${dollars(policy.aggregate)} aggregate`,
    ),
  );

  doc.end();
  return done;
}

let kept: { key: string; pdf: Buffer } | null = null;

/**
 * The current capability statement: drawn again when the profile (its version) or the day (what
 * has expired) changed since the last one, else the one kept.
 */
export async function currentCapabilityStatement(
  profile: { version: number; facts: CompanyFacts; view: CredentialsView; today: string },
  siteUrl: string,
): Promise<{ pdf: Buffer; key: string }> {
  const key = `${profile.version}-${profile.today}-${siteUrl}`;
  if (kept?.key === key) return kept;
  const pdf = await drawCapabilityStatement(profile.facts, profile.view, siteUrl);
  kept = { key, pdf };
  return kept;
}
