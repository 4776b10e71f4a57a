/**
 * "Page | Company": every document title is built the same way, with the name of the company
 * profile (`companyNameFromMatches` in a meta function, `useCompany()` in a component).
 */
export function pageTitle(page: string | undefined, companyName: string): string {
  return page ? `${page} | ${companyName}` : companyName;
}
