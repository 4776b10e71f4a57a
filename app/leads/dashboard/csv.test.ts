import { describe, expect, it } from "vitest";
import { csvRow } from "~/csv/csv";
import { CSV_HEADER, leadsCsvFileName } from "./csv";

describe("the leads export", () => {
  it("has the header row Name, Email, Date, Time, Source, the language, then the pipeline's columns", () => {
    expect(csvRow(CSV_HEADER)).toBe(
      "Name,Email,Date,Time,Source,Language,Status,Assignee,Last activity,First response (minutes)\r\n",
    );
  });

  it("names the file after the suite, lowercase, and the date", () => {
    expect(leadsCsvFileName("2025-01-31")).toBe("gatsy-leads-2025-01-31.csv");
  });
});
