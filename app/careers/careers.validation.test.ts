import { describe, expect, it } from "vitest";
import { checkFields } from "~/forms/form.server";
import { postingFormSchema } from "./careers.validation";

const posting = {
  title: "Cable Technician",
  titleEs: "",
  descriptionEs: "",
  requirementsEs: "",
  officeId: "headquarters",
  employmentType: "FULL_TIME",
  payMin: "28",
  payMax: "36",
  payPeriod: "HOUR",
  description: "Pull cable.",
  requirements: "BICSI",
  closesOn: "2026-06-30",
  status: "published",
};

describe("the posting form's pay", () => {
  it("takes whole dollars as people write them: $38, $120,000", () => {
    const hourly = checkFields(postingFormSchema, { ...posting, payMin: "$38", payMax: " $42 " });
    expect(hourly.ok && [hourly.data.payMin, hourly.data.payMax]).toEqual([38, 42]);
    const yearly = checkFields(postingFormSchema, {
      ...posting,
      payMin: "$95,000",
      payMax: "120,000",
      payPeriod: "YEAR",
    });
    expect(yearly.ok && [yearly.data.payMin, yearly.data.payMax]).toEqual([95_000, 120_000]);
  });

  it("refuses cents, words and nothing with the pay message, keeping what was typed", () => {
    for (const payMin of ["38.50", "thirty-eight", "", "$0"]) {
      const checked = checkFields(postingFormSchema, { ...posting, payMin });
      expect(checked.ok || checked.errors, payMin).toEqual({
        payMin: "careers.posting.payRequired",
      });
      expect(checked.ok || checked.values.payMin).toBe(payMin);
    }
  });
});
