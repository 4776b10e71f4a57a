import { company } from "./company";

/** "Page | Company": every document title is built the same way. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${company.name}` : company.name;
}
