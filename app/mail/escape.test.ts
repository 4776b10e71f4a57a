import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml, singleLine } from "./escape";

describe("escapeHtml", () => {
  it("replaces the five characters that carry meaning in HTML", () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;",
    );
  });

  it("escapes an ampersand of an existing entity again, so text shows as typed", () => {
    expect(escapeHtml("&lt;b&gt;")).toBe("&amp;lt;b&amp;gt;");
  });

  it("leaves ordinary text, accents and emoji alone", () => {
    expect(escapeHtml("José's café ⚡ 277/480V")).toBe("José&#39;s café ⚡ 277/480V");
    expect(escapeHtml("Need 40 Cat6 drops")).toBe("Need 40 Cat6 drops");
  });

  it("never lets markup characters through, and can be undone exactly", () => {
    const decodeEntities = (value: string) =>
      value
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&quot;", '"')
        .replaceAll("&#39;", "'")
        .replaceAll("&amp;", "&");
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, "")).not.toContain("&");
        expect(decodeEntities(escaped)).toBe(text);
      }),
    );
  });
});

describe("singleLine", () => {
  it("turns line breaks and control characters into single spaces", () => {
    expect(singleLine("Ada\r\nBcc: someone@example.com\t\u0000x", 100)).toBe(
      "Ada Bcc: someone@example.com x",
    );
  });

  it("shortens long text with an ellipsis within the limit", () => {
    const line = singleLine("a".repeat(80), 20);
    expect(line).toHaveLength(20);
    expect(line.endsWith("…")).toBe(true);
  });
});
