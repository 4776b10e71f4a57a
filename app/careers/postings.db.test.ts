import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/database";
import { jobApplications, jobPostings } from "./careers.schema";
import type { PostingForm } from "./careers.validation";
import { checkPostingForm } from "./posting-form.server";
import { createPosting, listOpenPostings, openPostingSlugs } from "./postings.server";

const database = useTestDatabase();

beforeEach(async () => {
  await database().db.delete(jobApplications);
  await database().db.delete(jobPostings);
});

const posting = (changes: Partial<PostingForm>): PostingForm => ({
  title: "Journeyman Electrician",
  titleEs: null,
  officeId: "headquarters",
  employmentType: "FULL_TIME",
  payMin: 38,
  payMax: 52,
  payPeriod: "HOUR",
  description: "Wire new builds.",
  descriptionEs: null,
  requirements: "- C-10",
  requirementsEs: null,
  closesOn: "2026-06-30",
  status: "published",
  ...changes,
});

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe("job postings", () => {
  it("shows only published postings up to their closing date: past it, one closes itself", async () => {
    const db = database().db;
    const open = await createPosting(db, posting({ title: "Open" }));
    await createPosting(db, posting({ title: "Draft", status: "draft" }));
    await createPosting(db, posting({ title: "Past", closesOn: "2026-05-31" }));
    const titles = (rows: { title: string }[]) => rows.map((row) => row.title);
    expect(titles(await listOpenPostings(db, "2026-06-01"))).toEqual(["Open"]);
    // The closing day itself still takes applications.
    expect(titles(await listOpenPostings(db, "2026-06-30"))).toEqual(["Open"]);
    expect(await openPostingSlugs(db, "2026-07-01")).toEqual([]);
    expect(await openPostingSlugs(db, "2026-06-01")).toEqual([open.slug]);
    expect(
      titles(await listOpenPostings(db, "2026-06-01", { employmentType: "PART_TIME" })),
    ).toEqual([]);
  });

  it("refuses a posting without a pay range, with the range upside down, or at an unknown office", () => {
    const valid = {
      title: "Cable Technician",
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
    const offices = ["headquarters"];
    expect(checkPostingForm(formOf(valid), offices).ok).toBe(true);
    const noPay = checkPostingForm(formOf({ ...valid, payMin: "", payMax: "" }), offices);
    expect(noPay.ok || noPay.errors).toEqual({
      payMin: "careers.posting.payRequired",
      payMax: "careers.posting.payRequired",
    });
    const upsideDown = checkPostingForm(formOf({ ...valid, payMax: "20" }), offices);
    expect(upsideDown.ok || upsideDown.errors).toEqual({ payMax: "careers.posting.payOrder" });
    const elsewhere = checkPostingForm(formOf({ ...valid, officeId: "mars" }), offices);
    expect(elsewhere.ok || elsewhere.errors).toEqual({ officeId: "careers.posting.chooseOffice" });
  });
});
