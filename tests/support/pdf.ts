import { inflateSync } from "node:zlib";

/** The text a PDF draws: its content streams inflated, the hex strings of TJ/Tj read back. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    // A compressed stream's last byte may be a carriage return (one stream in 256): it is data
    // when the writer ends the stream with "\n" alone, as PDFKit does, and only a line end's
    // first half when it writes "\r\n". The data as it stands first, then without it.
    const data = match[1]!;
    const content = inflated(data) ?? (data.endsWith("\r") ? inflated(data.slice(0, -1)) : null);
    if (content === null) continue;
    for (const line of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = line[1]
        ? [...line[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!)
        : [line[2]!];
      texts.push(hexes.map((hex) => Buffer.from(hex, "hex").toString("latin1")).join(""));
    }
  }
  return texts.join("\n");
}

/** A stream's data inflated, or null when it is not a deflated stream. */
function inflated(data: string): string | null {
  try {
    return inflateSync(Buffer.from(data, "latin1")).toString("latin1");
  } catch {
    return null;
  }
}

export const pageCount = (pdf: Buffer) =>
  pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
