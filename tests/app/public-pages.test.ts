import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/app";

/**
 * What the signed-out pages say in their served HTML, read without a browser (docs/decisions/0080,
 * 0103): the sign-in pages' titles in each language, the language links of an English page and
 * the selector without JavaScript, the Spanish 404 page, and the zone that office hours name.
 * Moved from the Playwright specs (spanish-sign-in, spanish, times), which keep what needs a
 * browser: a hydrated form, the selector's and the offer's scripts.
 */
const app = useTestApp();

async function htmlOf(path: string, status = 200): Promise<string> {
  const response = await app().fetch(path);
  expect(response.status, path).toBe(status);
  return response.text();
}

/** Text as a reader gets it: tags, React's comments and the common entities undone. */
function textOf(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&quot;", '"')
    .replace(/\s+/g, " ");
}

/** The page's `<title>`, its entities read as a browser reads them. */
const titleOf = (html: string) => textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();

/** The text of the page's main landmark. */
const mainTextOf = (html: string) => textOf(/<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "");

/** The first level-one heading's text. */
const headingOf = (html: string) => textOf(/<h1\b[\s\S]*?<\/h1>/.exec(html)?.[0] ?? "").trim();

/** The `lang` of the document. */
const langOf = (html: string) => /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1];

describe("the sign-in pages", () => {
  it("keep the spec's words in English and are in Spanish under /es", async () => {
    for (const [path, title] of [
      ["/account/login", /^Employee Login \| /],
      ["/account/forgot-password", /^Forgot Password \| /],
      ["/account/set-password", /^Set Your Password \| /],
      ["/es/account/forgot-password", /^¿Olvidó su contraseña\? \| /],
      ["/es/account/set-password", /^Cree su contraseña \| /],
    ] as const) {
      expect(titleOf(await htmlOf(path)), path).toMatch(title);
    }
    expect(headingOf(await htmlOf("/es/account/forgot-password"))).toBe("¿Olvidó su contraseña?");
  });
});

describe("the two languages", () => {
  it("an English page names its Spanish version and keeps English", async () => {
    const html = await htmlOf("/pricing");
    expect(langOf(html)).toBe("en");
    const spanish = (html.match(/<link\b[^>]*>/g) ?? []).find(
      (link) => /\brel="alternate"/.test(link) && /\bhreflang="es"/i.test(link),
    );
    expect(new URL(/\bhref="([^"]+)"/.exec(spanish ?? "")?.[1] ?? "").pathname).toBe("/es/pricing");
    expect(headingOf(html)).toContain("Pricing");
  });

  it("an unknown Spanish address answers the 404 page in Spanish", async () => {
    const html = await htmlOf("/es/no-existe", 404);
    expect(langOf(html)).toBe("es");
    expect(headingOf(html)).toBe("Página no encontrada");
  });

  it("without JavaScript the selector is a link to the same page in the other language", async () => {
    const html = await htmlOf("/es/services/3phase");
    const selector = /<a\b[^>]*data-testid="language-select"[^>]*>/.exec(html)?.[0] ?? "";
    expect(/\bhref="([^"]*)"/.exec(selector)?.[1]).toBe("/services/3phase");
  });
});

describe("office hours", () => {
  it("name their office's zone, in English and Spanish", async () => {
    for (const [path, said] of [
      ["/locations/glendora", "Hours in Pacific Time."],
      ["/locations/pompano-beach", "Hours in Eastern Time."],
      ["/es/locations/pompano-beach", "Horario según la hora oriental."],
      ["/pricing", "(Pacific Time)"],
    ] as const) {
      expect(mainTextOf(await htmlOf(path)), path).toContain(said);
    }
    // The home page's Contact section, the last of its main landmark.
    const home = await htmlOf("/");
    const contact = home.slice(home.indexOf('id="contact"'), home.indexOf("</main>"));
    expect(textOf(contact)).toContain("Hours in Pacific Time.");
  });
});
