import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf";

/** A PDF's content stream as PDFKit writes it: "stream\n", the deflated data, "\nendstream". */
function streamOf(text: string): { pdf: Buffer; data: Buffer } {
  const data = deflateSync(`BT <${Buffer.from(text, "latin1").toString("hex")}> Tj ET`);
  const pdf = Buffer.concat([
    Buffer.from("<< /Length 1 /Filter /FlateDecode >>\nstream\n", "latin1"),
    data,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
  return { pdf, data };
}

describe("pdfText", () => {
  it("reads a stream whose compressed data ends with a carriage return", () => {
    // About one text in 256 deflates to data whose last byte is \r.
    const text = Array.from({ length: 5_000 }, (_, n) => `License #${n}`).find(
      (candidate) => streamOf(candidate).data.at(-1) === 0x0d,
    );
    expect(text).toBeDefined();
    expect(pdfText(streamOf(text!).pdf)).toBe(text);
  });
});
