import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT, runtimeImportGraph } from "../../tests/support/imports";
import { ADMIN_PAGES } from "./admin-area";

/**
 * The office's pages write no English inline (docs/decisions/0096, 0098, 0105): every text they
 * draw comes from the catalogues. This reads the components every row of ADMIN_PAGES loads
 * (its module and what it imports, however deep) and lists the words written in their markup:
 * text between tags, a string or template given to a naming attribute (`title`, `aria-label`,
 * `placeholder`, `label`, …) or to a table column's `label`, and a string a `{…}` in the markup shows
 * (`{busy ? "Deleting..." : "Delete"}`). A key given to `t()` is no text: call arguments are not
 * read. What it does not see: English a loader, an action or a `.ts` helper writes; those are
 * the server's texts, which their own tests hold.
 */

/** Attributes and column properties whose value people read. */
const NAMING = new Set([
  "title",
  "aria-label",
  "aria-description",
  "placeholder",
  "label",
  "hint",
  "caption",
  "alt",
  "noun",
]);

/** Words: two letters or more (a "·", a "%" or an "–" alone is punctuation). */
const WORDS = /\p{L}{2,}/u;

/**
 * What may stay written: a product's name and the shape of a value, the same in every language.
 * A text is listed by its file and its words.
 */
const ALLOWED = new Set([
  "app/audit/routes/admin-audit.tsx: placeholder=name@example.com",
  "app/company/components/OfficeRows.tsx: placeholder=HH:MM",
  "app/service/routes/admin-work-orders.tsx: ServiceChannel",
  "app/service/components/ChannelBadge.tsx: ServiceChannel",
]);

/** The words of a string or template literal (a template's fixed parts), or none. */
function wordsOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…");
  }
  return undefined;
}

/** The texts a string shown in the markup may come from: both arms of a condition, a `??`'s. */
function shownStrings(node: ts.Node): string[] {
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const { kind } = node.operatorToken;
    if (kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken) {
      return [...shownStrings(node.left), ...shownStrings(node.right)];
    }
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return shownStrings(node.right);
  }
  const words = wordsOf(node);
  return words === undefined ? [] : [words];
}

/** A table's column (`RecordColumn`, app/ui/AdminTable.tsx): an object with a `cell`. */
function isColumn(node: ts.Node): boolean {
  return (
    ts.isObjectLiteralExpression(node) &&
    node.properties.some((property) => property.name?.getText() === "cell")
  );
}

/** The English a component file writes in its markup, as "file: words". */
function inlineTexts(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const name = path.relative(ROOT, file);
  const found: string[] = [];
  const add = (words: string, where = "") => {
    const tidy = words.replace(/\s+/g, " ").trim();
    if (WORDS.test(tidy)) found.push(`${name}: ${where}${tidy}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node.text);
    if (ts.isJsxAttribute(node) && NAMING.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      for (const words of value ? shownStrings(value) : []) add(words, `${node.name.getText()}=`);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText() === "label" && isColumn(node.parent)) {
      for (const words of shownStrings(node.initializer)) add(words, "label: ");
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const words of shownStrings(node.expression)) add(words);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The components the office's pages load: each row's module and its imports, `.tsx` only. */
function officeComponents(): string[] {
  const files = new Set<string>();
  for (const page of ADMIN_PAGES) {
    for (const file of runtimeImportGraph(path.join(ROOT, "app", page.module)).files) {
      if (file.endsWith(".tsx")) files.add(file);
    }
  }
  return [...files].sort();
}

describe("the office's pages", () => {
  it("write no English inline: their texts come from the catalogues", () => {
    const files = officeComponents();
    expect(files.length).toBeGreaterThan(50);
    const written = files.flatMap((file) => inlineTexts(file)).filter((text) => !ALLOWED.has(text));
    expect(written).toEqual([]);
  });

  it("would see English written in markup, and not a key or a class", () => {
    const file = path.join(ROOT, "app/example.tsx");
    const texts = inlineTexts(
      file,
      `export const columns = [
         { label: "Name", cell: (row) => row.name },
         { label: t("adminLeads.table.name"), cell: (row) => row.name },
       ];
       const look = { label: "mb-1 block text-xs" };
       export function A({ busy }: { busy: boolean }) {
         return (
           <p className="text-sm" aria-label={\`Status of \${name}\`} title={t("adminLeads.title")}>
             Move {busy ? "Deleting..." : t("adminLeads.deleteAll")} {count}%{" "}·
           </p>
         );
       }`,
    );
    expect(texts).toEqual([
      "app/example.tsx: label: Name",
      "app/example.tsx: aria-label=Status of …",
      "app/example.tsx: Move",
      "app/example.tsx: Deleting...",
    ]);
  });
});
