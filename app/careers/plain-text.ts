/**
 * A posting's description and requirements are plain text (never HTML): a blank line starts a
 * paragraph, and a block whose lines all start with "-", "*" or "•" is a list. The page renders
 * the blocks as React elements, so nothing typed is ever read as markup.
 */
export type TextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^\s*[-*•]\s+/;

export function textBlocks(text: string): TextBlock[] {
  return text
    .replaceAll("\r\n", "\n")
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0)
    .map(
      (lines): TextBlock =>
        lines.every((line) => BULLET.test(line))
          ? { kind: "list", items: lines.map((line) => line.replace(BULLET, "").trim()) }
          : { kind: "paragraph", text: lines.map((line) => line.trim()).join("\n") },
    );
}
