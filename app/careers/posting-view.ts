import type { OfficeFacts } from "~/company/facts";
import { officeWithCity } from "~/company/office-label";
import { type Lang, LOCALES } from "~/i18n/languages";
import { calendarDayInWords } from "~/site/locale-format";
import type { EmploymentType, PayPeriod } from "./careers";
import type { JobPostingRow } from "./careers.schema";

/** A posting as the public pages show it, in one language (Spanish text when it was written). */
export interface PostingView {
  slug: string;
  title: string;
  description: string;
  requirements: string;
  officeId: string;
  /** "Headquarters (Glendora, CA)": its label and city. */
  office: string;
  employmentType: EmploymentType;
  payPeriod: PayPeriod;
  payMin: number;
  payMax: number;
  /** "$28", "$28" in Spanish too: whole dollars. */
  payMinText: string;
  payMaxText: string;
  closesOn: string;
  closesOnText: string;
  datePosted: string;
}

const wholeDollars = (lang: Lang) =>
  new Intl.NumberFormat(LOCALES[lang], {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });

export function postingView(
  posting: JobPostingRow,
  offices: readonly OfficeFacts[],
  lang: Lang,
): PostingView {
  const spanish = lang === "es";
  const office = offices.find((candidate) => candidate.id === posting.officeId);
  const dollars = wholeDollars(lang);
  return {
    slug: posting.slug,
    title: (spanish && posting.titleEs) || posting.title,
    description: (spanish && posting.descriptionEs) || posting.description,
    requirements: (spanish && posting.requirementsEs) || posting.requirements,
    officeId: posting.officeId,
    office: office ? officeWithCity(office, lang) : posting.officeId,
    employmentType: posting.employmentType,
    payPeriod: posting.payPeriod,
    payMin: posting.payMin,
    payMax: posting.payMax,
    payMinText: dollars.format(posting.payMin),
    payMaxText: dollars.format(posting.payMax),
    closesOn: posting.closesOn,
    closesOnText: calendarDayInWords(posting.closesOn, lang),
    datePosted: (posting.publishedAt ?? posting.createdAt).toISOString().slice(0, 10),
  };
}
