/**
 * The image libraries are loaded on first use, not at start: a server process that never draws a
 * picture or receives a logo does not carry their memory (libvips, satori's layout engine).
 */
export async function loadSharp() {
  const sharp = (await import("sharp")).default;
  // libvips keeps the results of recent operations (up to 50 MB) to answer a repeat; the server
  // never processes one picture twice, so that cache only held memory after the photos
  // (docs/decisions/0095).
  sharp.cache(false);
  return sharp;
}
