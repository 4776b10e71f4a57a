import { inflateSync } from "node:zlib";

/** The text a PDF draws: its content streams inflated, the hex strings of TJ/Tj read back. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const line of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = line[1]
        ? [...line[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!)
        : [line[2]!];
      texts.push(hexes.map((hex) => Buffer.from(hex, "hex").toString("latin1")).join(""));
    }
  }
  return texts.join("\n");
}

export const pageCount = (pdf: Buffer) =>
  pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
