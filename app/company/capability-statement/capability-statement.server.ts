import { formatAddress, company as site } from "~/company/fixed-facts";
import { letterDocument } from "~/http/pdf.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { listIn } from "~/i18n/format";
import { type Lang, LOCALES } from "~/i18n/languages";
import { industries, services } from "~/site/content";
import { localeFormat } from "~/site/locale-format";
import type { CredentialsView } from "../credentials/credentials-view";
import type { CompanyFacts } from "../facts";
import { initialsOf } from "../images/drawing.server";
import { officeLabel } from "../office-label";

/** A past project as the statement lists it, linked to its page. */
export interface StatementProject {
  title: string;
  /** "Glendora, CA · 2025". */
  where: string;
  summary: string;
  url: string;
}

export interface StatementOptions {
  lang?: Lang;
  /** The uploaded logo (PNG, as the profile keeps it); none: the short name's initials. */
  logo?: Uint8Array | null;
  /** The latest published projects, from their pages. */
  projects?: readonly StatementProject[];
}

/** A project's summary on the statement: its first 160 characters, at a word. */
const SUMMARY_LENGTH = 160;

/**
 * The one-page capability statement buyers and agencies ask for (docs/product.md#credentials),
 * drawn on the server with pdfkit, in English or Spanish: the logo, the overview the site gives,
 * licenses, DIR, certifications, identifiers, NAICS, insurance, past projects (from their pages,
 * linked), services, markets, offices and contact. Letter size, fonts built into every PDF reader
 * (Helvetica), nothing fetched. Whatever does not fit one page is cut with an ellipsis rather
 * than starting a second page.
 */
export async function drawCapabilityStatement(
  facts: CompanyFacts,
  view: CredentialsView,
  siteUrl: string,
  { lang = "en", logo = null, projects = [] }: StatementOptions = {},
): Promise<Buffer> {
  const { t } = serverTranslator(lang);
  const format = localeFormat(lang);
  const margin = 48;
  const { doc, done } = await letterDocument({
    lang,
    margin,
    title: `${facts.name}: ${t("portals.capability.title")}`,
    author: facts.name,
  });

  const width = doc.page.width - 2 * margin;
  const bottom = doc.page.height - margin;
  const navy = "#0b1f3a";
  const accent = "#b7791f";

  // Heading band: the logo (or the initials, as the site's icons draw them), name, title.
  const band = 96;
  const mark = 56;
  doc.rect(0, 0, doc.page.width, band).fill(navy);
  drawMark(doc, { logo, initials: initialsOf(facts.shortName), x: margin, y: 20, size: mark });
  const text = margin + mark + 16;
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(22);
  doc.text(facts.name, text, 28, { width: width - mark - 16, lineBreak: false, ellipsis: true });
  doc.font("Helvetica").fontSize(10).fillColor("#dbe4f0");
  doc.text(t("portals.capability.title"), text, 58, { width: width - mark - 16, lineBreak: false });

  // The overview, as the site's footer and About section say it.
  const states = listIn(facts.states, LOCALES[lang]);
  doc.font("Helvetica").fontSize(10).fillColor("#1f2937");
  doc.text(
    `${t("common.footer.about", { states, founded: String(site.founded) })} ${t("home.about.intro", { years: site.yearsOfExperience.replace("+", ""), states })}`,
    margin,
    band + 18,
    { width },
  );
  const top = doc.y + 16;

  const columnGap = 24;
  const columnWidth = (width - columnGap) / 2;
  const columns = [
    { x: margin, y: top },
    { x: margin + columnWidth + columnGap, y: top },
  ];

  const titleHeight = () => {
    doc.font("Helvetica-Bold").fontSize(10);
    return doc.heightOfString("X", { width: columnWidth }) + 3;
  };
  /** The height a block takes whole. */
  function blockHeight(lines: Line[]): number {
    const title = titleHeight();
    doc.font("Helvetica").fontSize(9.5);
    return lines.reduce(
      (sum, line) => sum + doc.heightOfString(textOf(line), { width: columnWidth }) + 2,
      title + 10,
    );
  }

  /**
   * One titled block in its column, or in the other one when it fits there whole and not here
   * (a long list of credentials goes beside the services rather than being cut). What still does
   * not fit goes on in the other column; an ellipsis ends it only where neither has room.
   */
  function block(preferred: 0 | 1, title: string, lines: Line[]) {
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
      const lineHeight = doc.heightOfString(textOf(line), { width: columnWidth });
      if (place.y + lineHeight > bottom) {
        const next = columns[place === columns[0] ? 1 : 0]!;
        if (next.y + titleHeight() + lineHeight > bottom) {
          doc.text("…", place.x, place.y, { width: columnWidth });
          place.y = bottom;
          return;
        }
        place = next;
        heading(t("portals.capability.continued", { title }));
      }
      const link = typeof line === "string" ? undefined : line.link;
      doc.text(textOf(line), place.x, place.y, { width: columnWidth, link });
      place.y = doc.y + 2;
    }
    place.y += 10;
  }

  // The right column's facts first, so that the credentials know the room left beside them.
  block(
    1,
    t("portals.capability.services"),
    services.map((service) => t(service.title)),
  );
  block(
    1,
    t("portals.capability.markets"),
    industries.map((industry) => t(industry.name)),
  );
  block(
    1,
    t("portals.capability.offices"),
    facts.offices.map(
      (office) =>
        `${officeLabel(office, lang)}: ${formatAddress(office)} · ${office.phone.display}`,
    ),
  );
  block(1, t("portals.capability.contact"), [
    t("portals.capability.phone", { phone: facts.phone.display }),
    t("portals.capability.email", { email: facts.email }),
    siteUrl,
    t("portals.capability.serving", { states }),
  ]);

  const dated = (item: string, expires: string) =>
    expires
      ? t("portals.capability.through", {
          item,
          date: format.date(new Date(`${expires}T12:00:00Z`), "UTC"),
        })
      : item;
  block(
    0,
    t("portals.capability.licenses"),
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
    t("portals.capability.publicWorks"),
    view.dir
      ? [dated(t("portals.capability.dir", { number: view.dir.number }), view.dir.expires)]
      : [],
  );
  block(
    0,
    t("portals.capability.certifications"),
    view.certifications.map((item) =>
      dated(`${item.name}${item.number ? ` #${item.number}` : ""}`, item.expires),
    ),
  );
  const { uei, cage, naics } = view.identifiers;
  block(
    0,
    t("portals.capability.identifiers"),
    [
      uei ? `UEI ${uei}` : "",
      cage ? `CAGE ${cage}` : "",
      naics.length ? `NAICS ${naics.join(", ")}` : "",
    ].filter(Boolean),
  );
  const dollars = new Intl.NumberFormat(LOCALES[lang], {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  block(
    0,
    t("portals.capability.insurance"),
    view.insurance.map((policy) =>
      t("portals.capability.policy", {
        kind: policy.kind,
        carrier: policy.carrier,
        perOccurrence: dollars.format(policy.perOccurrence),
        aggregate: dollars.format(policy.aggregate),
      }),
    ),
  );
  // Last: the first thing cut when the credentials fill the page.
  block(
    0,
    t("portals.capability.projects"),
    projects.map((project) => ({
      text: `${project.title} (${project.where}): ${shortened(project.summary, SUMMARY_LENGTH)}`,
      link: project.url,
    })),
  );

  doc.end();
  return done;
}

/** A line of a block: its text, and where it links to (a project's page). */
type Line = string | { text: string; link: string };

const textOf = (line: Line) => (typeof line === "string" ? line : line.text);

/** `text` cut at a word before `length` characters, with an ellipsis. */
function shortened(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length / 2)).trimEnd()}…`;
}

/**
 * The company's mark at the heading's left: the uploaded logo fitted in a white tile, or the
 * short name's initials, navy on amber, as the site's icons draw them.
 */
function drawMark(
  doc: PDFKit.PDFDocument,
  mark: { logo: Uint8Array | null; initials: string; x: number; y: number; size: number },
) {
  const { x, y, size } = mark;
  if (mark.logo) {
    doc.roundedRect(x, y, size, size, 8).fill("#ffffff");
    doc.image(Buffer.from(mark.logo), x + 4, y + 4, {
      fit: [size - 8, size - 8],
      align: "center",
      valign: "center",
    });
    return;
  }
  doc.roundedRect(x, y, size, size, 10).fill("#fbbf24");
  doc.fillColor("#0b1f3a").font("Helvetica-Bold").fontSize(22);
  doc.text(mark.initials, x, y + size / 2 - 11, { width: size, align: "center", lineBreak: false });
}

const kept = new Map<Lang, { key: string; pdf: Buffer }>();

/**
 * The current capability statement in a language: drawn again when the profile (its version),
 * the day (what has expired) or the published projects changed since the last one, else the
 * one kept.
 */
export async function currentCapabilityStatement(
  profile: {
    version: number;
    facts: CompanyFacts;
    view: CredentialsView;
    today: string;
    logo: Uint8Array | null;
  },
  siteUrl: string,
  lang: Lang,
  projects: readonly (StatementProject & { version: number })[],
): Promise<{ pdf: Buffer; key: string }> {
  const shown = projects.map((project) => `${project.url}@${project.version}`).join(",");
  const key = `${profile.version}-${profile.today}-${siteUrl}-${lang}-${shown}`;
  const last = kept.get(lang);
  if (last?.key === key) return last;
  const pdf = await drawCapabilityStatement(profile.facts, profile.view, siteUrl, {
    lang,
    logo: profile.logo,
    projects,
  });
  const made = { key, pdf };
  kept.set(lang, made);
  return made;
}
