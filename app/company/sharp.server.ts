/**
 * The image libraries are loaded on first use, not at start: a server process that never draws a
 * picture or receives a logo does not carry their memory (libvips, satori's layout engine).
 */
export async function loadSharp() {
  return (await import("sharp")).default;
}
