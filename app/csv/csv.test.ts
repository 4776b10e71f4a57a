import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/support/csv-reader";
import { csvRow, escapeFormula, quoteField } from "./csv";

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks as RFC 4180 says, and nothing else", () => {
    expect(quoteField("Ada Lovelace")).toBe("Ada Lovelace");
    expect(quoteField("Lovelace, Ada")).toBe('"Lovelace, Ada"');
    expect(quoteField('Ada "Countess" Lovelace')).toBe('"Ada ""Countess"" Lovelace"');
    expect(quoteField("line one\nline two")).toBe('"line one\nline two"');
    expect(quoteField("carriage\rreturn")).toBe('"carriage\rreturn"');
    expect(csvRow(["a,b", 'say "hi"', "plain"])).toBe('"a,b","say ""hi""",plain\r\n');
  });

  it("makes cells that start like a formula plain text", () => {
    for (const dangerous of [
      '=HYPERLINK("http://evil.example","click")',
      "+1+1",
      "-2+3",
      "@SUM(A1:A2)",
      "\t=1+1",
      "\r=1+1",
    ]) {
      expect(escapeFormula(dangerous)).toBe(`'${dangerous}`);
    }
    expect(escapeFormula("ada@example.com")).toBe("ada@example.com");
    expect(escapeFormula("Mary-Jane")).toBe("Mary-Jane");
    expect(csvRow(["=1+1", "-5", "ok"])).toBe("'=1+1,'-5,ok\r\n");
    expect(csvRow(['=cmd|" /C calc"!A0'])).toBe(`"'=cmd|"" /C calc""!A0"\r\n`);
  });

  it("reads back as written, after the formula guard, for any text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "binary" }), { minLength: 1, maxLength: 6 }),
        (cells) => {
          const [parsed] = parseCsv(csvRow(cells));
          expect(parsed).toEqual(cells.map(escapeFormula));
          for (const cell of parsed!) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        },
      ),
    );
  });
});
