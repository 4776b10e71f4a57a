import type { MessageKey } from "~/i18n/translator";

/**
 * The logo upload's limits and messages, shared by the admin page (which checks a chosen file
 * before sending it) and the server (which checks it again and re-encodes it).
 */

/** The largest logo file accepted. */
export const LOGO_MAX_BYTES = 1024 * 1024;

/** What the file chooser offers; the server trusts the file's first bytes, not its name or type. */
export const LOGO_ACCEPT = "image/png,image/jpeg,image/webp";

/** The most the rest of the profile form adds to a body that carries a logo. */
const FORM_TEXT_BYTES = 256 * 1024;

/** A profile form body larger than this is refused before it is read. */
export const PROFILE_FORM_MAX_BYTES = LOGO_MAX_BYTES + FORM_TEXT_BYTES;

/** Why a logo is refused, as keys of the office's `adminCompany` namespace (docs/decisions/0098). */
export const LOGO_MESSAGES = {
  tooLarge: "adminCompany.logo.tooLarge",
  svg: "adminCompany.logo.svg",
  wrongType: "admin.company.logo.wrongType",
  unreadable: "admin.company.logo.unreadable",
  tooManyPixels: "admin.company.logo.tooManyPixels",
  bodyTooLarge: "admin.company.logo.bodyTooLarge",
  malformed: "admin.company.logo.malformed",
  busy: "admin.company.logo.busy",
  stalled: "admin.company.logo.stalled",
  chooseAgain: "admin.company.logo.chooseAgain",
} as const satisfies Record<string, MessageKey>;

export type LogoMessage = (typeof LOGO_MESSAGES)[keyof typeof LOGO_MESSAGES];

/** The message for a chosen file the page can tell is refused, before it is sent. */
export function chosenLogoProblem(file: {
  size: number;
  type: string;
  name: string;
}): LogoMessage | null {
  if (file.type === "image/svg+xml" || /\.svgz?$/i.test(file.name)) return LOGO_MESSAGES.svg;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return null;
}
