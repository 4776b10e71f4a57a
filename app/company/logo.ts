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

export const LOGO_MESSAGES = {
  tooLarge: "The logo is larger than 1 MB: choose a smaller file (PNG, JPEG or WebP).",
  svg: "SVG logos are not accepted (they can carry scripts): choose a PNG, JPEG or WebP file.",
  wrongType: "The logo must be a PNG, JPEG or WebP image.",
  unreadable: "The logo file could not be read as an image: choose another PNG, JPEG or WebP file.",
  tooManyPixels: "The logo is too large in pixels: at most 4096 × 4096.",
  bodyTooLarge:
    "The upload is larger than 1 MB and was not read: choose a smaller logo. Nothing was saved.",
  malformed: "The upload could not be read: choose the logo again. Nothing was saved.",
  busy: "The server is receiving many uploads: send the form again in a few seconds. Nothing was saved.",
  stalled: "The upload stopped arriving: send the form again. Nothing was saved.",
  chooseAgain: "Nothing was saved: choose the logo file again.",
} as const;

/** The message for a chosen file the page can tell is refused, before it is sent. */
export function chosenLogoProblem(file: {
  size: number;
  type: string;
  name: string;
}): string | null {
  if (file.type === "image/svg+xml" || /\.svgz?$/i.test(file.name)) return LOGO_MESSAGES.svg;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return null;
}
