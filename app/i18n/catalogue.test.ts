import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, runtimeImportGraph, sourceFilesUnder } from "../../tests/support/imports";
import { catalogueKeys, messagesFor, serverTranslator, sourceText } from "./catalogue.server";
import { LANGUAGES } from "./languages";
import { OFFICE_NAMESPACES } from "./translator";

/** Whether a key is the office's, which only the English catalogue has (docs/decisions/0096). */
const isOffice = (key: string) =>
  OFFICE_NAMESPACES.some((namespace) => key.startsWith(`${namespace}.`));

const MESSAGES_FOLDER = path.join(ROOT, "app/i18n/messages");

/** The app's sources that may use a key: everything but the catalogues themselves. */
function appSources(): string {
  return sourceFilesUnder("app")
    .filter((file) => !file.startsWith(MESSAGES_FOLDER) && !file.endsWith(".test.ts"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

/**
 * The keys the value-to-key maps build (`valueKeys`, app/i18n/translator.ts), which are written
 * as a prefix and the values: every exported map of each module that calls it.
 */
async function valueKeysBuilt(): Promise<Set<string>> {
  const keys = new Set<string>();
  const modules = sourceFilesUnder("app").filter(
    (file) =>
      !file.includes(".test.") &&
      !file.endsWith("translator.ts") &&
      readFileSync(file, "utf8").includes("valueKeys("),
  );
  for (const file of modules) {
    const exported: Record<string, unknown> = await import(file);
    for (const map of Object.values(exported)) {
      if (map && typeof map === "object" && !Array.isArray(map)) {
        for (const key of Object.values(map)) if (typeof key === "string") keys.add(key);
      }
    }
  }
  return keys;
}

/** `{name}` values, `{n, plural, …}` arguments and `<tag>` markup a message expects. */
function placeholders(text: string): string[] {
  const values = [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...text.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...values, ...tags])].sort();
}

describe("the message catalogues", () => {
  it("have the same keys in every language, but the office's, in English only", () => {
    const [first, ...others] = LANGUAGES;
    expect(catalogueKeys(first).filter(isOffice).length).toBeGreaterThan(500);
    const expected = catalogueKeys(first)
      .filter((key) => !isOffice(key))
      .sort();
    for (const lang of others) {
      const keys = catalogueKeys(lang).sort();
      expect(
        keys.filter((key) => !expected.includes(key)),
        `keys in ${lang} only`,
      ).toEqual([]);
      expect(
        expected.filter((key) => !keys.includes(key)),
        `keys missing in ${lang}`,
      ).toEqual([]);
    }
  });

  it("use no key that the code does not (a key is written whole where it is used)", async () => {
    const sources = appSources();
    const built = await valueKeysBuilt();
    expect(built.size).toBeGreaterThan(50);
    const unused = catalogueKeys("en").filter(
      (key) => !sources.includes(`"${key}"`) && !built.has(key),
    );
    expect(unused).toEqual([]);
  });

  it("give each translation the values and markup of the English text", () => {
    for (const key of catalogueKeys("en")) {
      const english = placeholders(sourceText("en", key) ?? "");
      for (const lang of LANGUAGES.filter((lang) => lang === "en" || !isOffice(key))) {
        expect(placeholders(sourceText(lang, key) ?? ""), `${lang} ${key}`).toEqual(english);
      }
    }
  });

  it("leave no message empty", () => {
    for (const lang of LANGUAGES) {
      for (const key of catalogueKeys(lang)) {
        expect(sourceText(lang, key)?.trim(), `${lang} ${key}`).toBeTruthy();
      }
    }
  });

  it("translate with values, and show an unknown key as itself", () => {
    expect(serverTranslator("es").t("common.footer.explore", { software: "Gatsy" })).toBe(
      "Conozca Gatsy",
    );
    expect(serverTranslator("en").t("common.header.licensed", { licenses: "A · B" })).toBe(
      "Licensed A · B",
    );
    expect(serverTranslator("en").has("common.nothing")).toBe(false);
  });

  it("give the office's English texts to a translator of another language", () => {
    expect(serverTranslator("es").t("adminLeads.title")).toBe("Leads Dashboard");
    expect(messagesFor("es", ["adminLeads"])["adminLeads.title"]).toBeDefined();
  });

  it("send a namespace only in the language asked for", () => {
    const spanish = messagesFor("es", ["common"]);
    expect(Object.keys(spanish).every((key) => key.startsWith("common."))).toBe(true);
    expect(JSON.stringify(spanish)).toContain("Portal del equipo");
    expect(JSON.stringify(spanish)).not.toContain("Team Portal");
  });
});

describe("the islands bundle", () => {
  it("imports no catalogue: the page's own language arrives in the page", () => {
    const entry = path.join(ROOT, "app/islands/islands.client.tsx");
    const { files } = runtimeImportGraph(entry);
    const catalogues = [...files].filter(
      (file) => file.startsWith(MESSAGES_FOLDER) || file.includes("catalogue.server"),
    );
    expect(catalogues).toEqual([]);
  });
});
