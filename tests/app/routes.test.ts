import { describe, expect, it } from "vitest";
import { catalogueKeys } from "~/i18n/catalogue.server";
import { adminCookie } from "../support/accounts";
import { useTestApp } from "../support/app";

/**
 * The product's routes as the server answers them (docs/product.md#routes): each page's status
 * and title, the redirects, and what the served HTML carries (which pages are islands pages,
 * which preload what). Read from the HTML: no browser needed (docs/decisions/0080, 0093).
 */
const app = useTestApp();

async function htmlOf(path: string): Promise<string> {
  const response = await app().fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The page's `<title>`, its entities read as a browser reads them. */
function titleOf(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return title
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&quot;", '"');
}

/** Every route of the product's table, with the title its screen must show. */
const ROUTES: Array<[path: string, title: RegExp]> = [
  ["/", /^Home \|/],
  ["/features", /^Software Solutions \|/],
  ["/software-tools", /\|/],
  ["/pricing", /\|/],
  ["/services/copper-fiber", /^Copper & Fiber Ethernet Cabling \|/],
  ["/services/3phase", /^3-Phase Electrical Installations \|/],
  ["/services/industrial-utility", /^Industrial Utility Services \|/],
  ["/services/automation", /^Automation & Control Systems \|/],
  ["/services/pos-systems", /^POS Systems \|/],
  ["/services/general-contracting", /^General Contracting \|/],
  ["/privacy-policy", /^Privacy Policy \|/],
  ["/terms-of-service", /^Terms of Service \|/],
  ["/team/employees", /^Employee Forms \|/],
  ["/employees/forms", /^Employee Forms \|/],
  ["/new-hires", /^Employee Forms \|/],
  ["/team/subcontractors", /^Subcontractors \|/],
  ["/employees/subcontractors", /^Subcontractors \|/],
  ["/team/general-contractors", /^General Contractors \|/],
  ["/employees/gcs", /^General Contractors \|/],
  ["/admin/login", /Login \|/],
];

describe("the product's routes", () => {
  it("each answers 200 with its title", async () => {
    for (const [path, title] of ROUTES) expect(titleOf(await htmlOf(path)), path).toMatch(title);
  });

  it("the resources-menu paths redirect to their real places", async () => {
    for (const [from, to] of [
      ["/about", "/#about"],
      ["/contact", "/#contact"],
      ["/team-portal", "/team/employees"],
    ]) {
      const response = await app().fetch(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("/quote sends the visitor on to the external quote form", async () => {
    const response = await app().fetch("/quote");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^https:\/\//);
  });
});

describe("a form's error page", () => {
  const keys = new Set(catalogueKeys("en"));

  /** The catalogue keys a page shows as themselves (its scripts and inert messages left out). */
  function keysShown(html: string): string[] {
    const shown = html.replace(/<(script|template)\b[\s\S]*?<\/\1>/gi, "");
    return [...new Set(shown.match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? [])].filter((word) =>
      keys.has(word),
    );
  }

  it("speaks in the page's language with the company's facts, never in catalogue keys", async () => {
    // The company's own number, not the example's the error page falls back on without them.
    const { company } = app().context;
    const phone = "(555) 010-0142";
    await company.save(
      { ...company.current().profile, mainPhone: phone },
      { id: null, email: "admin@example.com" },
    );
    // A page without a form, in each language, and an address without a page: their answers are
    // errors raised before any loader ran (docs/architecture.md#languages).
    for (const [path, status, words] of [
      ["/software-tools", 405, "Back to Home"],
      ["/es/software-tools", 405, "Volver al inicio"],
      ["/no-such-page", 404, "Back to Home"],
    ] as const) {
      const response = await app().postForm(path, { x: "1" });
      expect(response.status, path).toBe(status);
      const html = await response.text();
      expect(keysShown(html), path).toEqual([]);
      expect(html, path).toContain(words);
      expect(html, path).toContain(phone);
    }
  });
});

describe("the served HTML", () => {
  it("of the sign-in pages is an islands page: their forms are islands, without React Router", async () => {
    for (const [path, island] of [
      ["/admin/login", "loginForm"],
      ["/account/login", "loginForm"],
      ["/account/forgot-password", "forgotPasswordForm"],
      // A link that does not work shows no form (tests/e2e/used-links.spec.ts), but the page is the same.
      ["/admin/setup?token=unknown", null],
    ] as const) {
      const html = await htmlOf(path);
      if (island) expect(html, path).toContain(`data-island="${island}"`);
      expect(html, path).not.toContain("__reactRouterContext");
      expect(html, path).toMatch(/<script type="module" src="\/assets\/islands-[\w-]+\.js"/);
    }
  });

  it("of an islands page is rendered from the catalogue, and its root data carries no messages (docs/decisions/0117)", async () => {
    for (const [path, words] of [
      ["/service", "Skip to content"],
      ["/es/service", "Saltar al contenido"],
      ["/account/forgot-password", "Skip to content"],
    ] as const) {
      expect(await htmlOf(path), path).toContain(words);
      // React Router's data of the page, as a client-side navigation would read it.
      const data = await (await app().fetch(`${path}.data`)).text();
      expect(data, path).not.toContain("common.skipToContent");
      expect(data.length, path).toBeLessThan(20_000);
    }
    // A page React Router hydrates still receives its messages with its data.
    const cookie = await adminCookie(app().context);
    const people = await app().fetch("/admin/people.data", { headers: { Cookie: cookie } });
    expect(await people.text()).toContain("adminPeople.title");
  });

  it("of a page React Router hydrates names its messages' address, which answers them and is kept a year (docs/decisions/0119)", async () => {
    const cookie = await adminCookie(app().context);
    const page = await app().fetch("/admin/people", { headers: { Cookie: cookie } });
    const html = await page.text();
    const path = /<meta name="page-messages" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(path).toMatch(/^\/i18n\/en\/framed\/[\w+]+\/[0-9a-f]{16}\.json$/);
    expect(html).toContain(
      `<link rel="preload" href="${path}" as="fetch" crossorigin="anonymous"/>`,
    );
    // The document's data names the set and leaves the messages out.
    expect(html).not.toContain("adminPeople.title");
    const set = await app().fetch(path);
    expect(set.status).toBe(200);
    expect(set.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(set.headers.get("content-type")).toMatch(/^application\/json/);
    const messages = (await set.json()) as Record<string, unknown>;
    expect(Object.keys(messages)).toContain("adminPeople.title");
    expect(Object.keys(messages).some((key) => key.startsWith("adminLeads."))).toBe(false);
    // An older build's address gets today's texts, not kept; one no set has, a 404.
    const older = await app().fetch(path.replace(/[0-9a-f]{16}\.json$/, "0123456789abcdef.json"));
    expect(older.status).toBe(200);
    expect(older.headers.get("cache-control")).toBe("no-cache");
    expect(await older.json()).toEqual(messages);
    for (const unknown of [
      "/i18n/en/framed/common+nothing/0123456789abcdef.json",
      "/i18n/en/framed/common+common/0123456789abcdef.json",
      "/i18n/fr/page/common/0123456789abcdef.json",
      "/i18n/en/page/common/short.json",
    ]) {
      expect((await app().fetch(unknown)).status, unknown).toBe(404);
    }
  });

  it("of the new hires' page preloads the portal's code with the islands entry, and no other page does", async () => {
    const html = await htmlOf("/new-hires");
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/EmployeePortal-[\w-]+\.js$/));
    expect(await htmlOf("/")).not.toContain("EmployeePortal");
  });
});
