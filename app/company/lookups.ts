/**
 * The states' public look-up pages, built in one place: a buyer checks a license number there
 * before anything else (California requires the number wherever the contractor advertises,
 * Florida likewise). A state without a known look-up gets no link.
 */

const LICENSE_LOOKUPS: Record<string, (number: string) => string> = {
  // CSLB's license detail page for one number.
  CA: (number) =>
    `https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=${encodeURIComponent(number)}`,
  // DBPR's license search, by license number.
  FL: (number) =>
    `https://www.myfloridalicense.com/wl11.asp?mode=0&SID=&search=LicNbr&LicNbr=${encodeURIComponent(number)}`,
};

/** The state's page for this license number, or null (no number, or a state without a look-up). */
export function licenseLookupUrl(state: string, number: string): string | null {
  const build = LICENSE_LOOKUPS[state.trim().toUpperCase()];
  return build && number.trim() ? build(number.trim()) : null;
}

/** California DIR's public-works contractor registration search (registration numbers). */
export const DIR_REGISTRATION_SEARCH_URL = "https://efiling.dir.ca.gov/PWCR/Search.action";

/**
 * A public map centred on an office: its coordinates when the profile has them, else its
 * address searched (the documented cross-platform map link, which opens the map app on a phone).
 */
export function mapUrl(
  address: string,
  geo: { latitude: number; longitude: number } | null = null,
): string {
  const query = geo ? `${geo.latitude},${geo.longitude}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
