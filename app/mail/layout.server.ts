import { formatAddress } from "~/company/fixed-facts";
import { escapeHtml } from "./escape";
import type { OutgoingMail } from "./outbox.server";

/**
 * The one e-mail layout. A message is written once, as blocks of plain text, and rendered twice:
 * to the HTML body and to the plain-text body, so the two never say different things. Messages
 * never write markup: every string is escaped here, so nothing a visitor typed can become HTML.
 */

export interface MailField {
  label: string;
  value: string;
}

export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[]; textBullet: string }
  | { kind: "fields"; heading?: string; rows: readonly MailField[] }
  | { kind: "link"; url: string; label: string; textLabel: string }
  | { kind: "button"; url: string; label: string }
  | { kind: "signature"; lines: readonly string[] };

/**
 * Blocks that read as one passage: on consecutive lines in the plain text. A blank line separates
 * sections there; the HTML body spaces every block alike.
 */
export type MailSection = readonly MailBlock[];

export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  /** The HTML body's heading. The plain text starts without it: its reader shows the subject. */
  heading?: string;
  sections: readonly MailSection[];
  /** The reader's language ("en", "es"): the HTML says it, so that readers and screen readers pronounce it right. */
  lang?: "en" | "es";
}

export const paragraph = (text: string): MailBlock => ({ kind: "paragraph", text });

/** A bulleted list; `textBullet` is what starts each item's line in the plain text. */
export const list = (items: readonly string[], textBullet = "- "): MailBlock => ({
  kind: "list",
  items,
  textBullet,
});

/** Label and value rows (a table in HTML); a heading names the group. */
export const fields = (rows: readonly MailField[], heading?: string): MailBlock => ({
  kind: "fields",
  rows,
  heading,
});

/** A link; the plain text shows `textLabel: url`. */
export const link = (url: string, label: string, textLabel = label): MailBlock => ({
  kind: "link",
  url,
  label,
  textLabel,
});

/** The one thing the reader is asked to do (set a password): a button, with its address spelled out. */
export const button = (url: string, label: string): MailBlock => ({ kind: "button", url, label });

/** The company facts a signature shows: passed in, so that they can come from a stored profile. */
export interface SignatureFacts {
  name: string;
  phone: { display: string };
  /** The first is the headquarters. */
  offices: readonly Parameters<typeof formatAddress>[0][];
}

/**
 * The company's sign-off, the same in every message that signs. "contact" adds the
 * headquarters' address and the phone number, for mail to visitors who may not know the company;
 * "name" suits mail to the company's own people.
 */
export function companySignature(
  facts: SignatureFacts,
  detail: "contact" | "name" = "contact",
): MailBlock {
  const lines =
    detail === "contact"
      ? [facts.name, ...facts.offices.slice(0, 1).map(formatAddress), facts.phone.display]
      : [facts.name];
  return { kind: "signature", lines };
}

/** The finished message: both bodies rendered from the same sections. */
export function composeMail(message: MailMessage): OutgoingMail {
  const { to, replyTo, subject, heading, sections, lang = "en" } = message;
  return {
    to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: sections.map((section) => section.map(blockText).join("\n")).join("\n\n"),
    html: htmlDocument(subject, heading, sections.flat().map(blockHtml), lang),
  };
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "list":
      return block.items.map((item) => `${block.textBullet}${item}`).join("\n");
    case "fields": {
      // Rows under a heading are indented, so the groups stand apart in a plain-text reader.
      const indent = block.heading === undefined ? "" : "   ";
      const rows = block.rows.map(({ label, value }) =>
        value.includes("\n") ? `${indent}${label}:\n${value}` : `${indent}${label}: ${value}`,
      );
      return (block.heading === undefined ? rows : [block.heading, ...rows]).join("\n");
    }
    case "link":
      return `${block.textLabel}: ${block.url}`;
    case "button":
      return `${block.label}: ${block.url}`;
    case "signature":
      return block.lines.join("\n");
  }
}

const SMALL_PRINT = "font-size:12px;color:#475569";

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      // A line break typed within a paragraph stays one.
      return `<p>${escapeHtml(block.text).replaceAll("\n", "<br>")}</p>`;
    case "list":
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
    case "fields":
      return `${block.heading === undefined ? "" : `<h2 style="margin:20px 0 6px;font-size:16px;color:#0c1a33">${escapeHtml(block.heading)}</h2>\n`}${fieldTable(block.rows)}`;
    case "link":
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
    case "button":
      return `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#fbbf24;color:#070f21;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p>
<p style="${SMALL_PRINT}">If the button does not work, paste this address into your browser: ${escapeHtml(block.url)}</p>`;
    case "signature":
      return `<p style="${SMALL_PRINT}">${block.lines.map(escapeHtml).join("<br>")}</p>`;
  }
}

function fieldTable(rows: readonly MailField[]): string {
  const cells = rows.map(
    ({ label, value }) =>
      `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#1f365c">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse;font-size:15px">
${cells.join("\n")}
</table>`;
}

function htmlDocument(
  subject: string,
  heading: string | undefined,
  blocks: string[],
  lang: string,
): string {
  const title =
    heading === undefined
      ? ""
      : `<h1 style="margin:0 0 16px;font-size:20px;color:#0c1a33">${escapeHtml(heading)}</h1>\n`;
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1e293b;line-height:1.5">
${title}${blocks.join("\n")}
</body>
</html>`;
}
