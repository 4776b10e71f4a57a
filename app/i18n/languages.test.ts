import { describe, expect, it } from "vitest";
import { langOfPath, pathIn, prefersSpanish, rememberedLang, unprefixedPath } from "./languages";

describe("language paths", () => {
  it("reads the language from the path: /es and /es/… are Spanish", () => {
    expect(langOfPath("/es")).toBe("es");
    expect(langOfPath("/es/")).toBe("es");
    expect(langOfPath("/es/features")).toBe("es");
    expect(langOfPath("/")).toBe("en");
    expect(langOfPath("/essentials")).toBe("en");
    expect(unprefixedPath("/es/services/3phase")).toBe("/services/3phase");
    expect(unprefixedPath("/es")).toBe("/");
  });

  it("moves a path with its query and hash to a language, and back", () => {
    expect(pathIn("es", "/features#jobs")).toBe("/es/features#jobs");
    expect(pathIn("en", "/es/features#jobs")).toBe("/features#jobs");
    expect(pathIn("es", "/")).toBe("/es/");
    expect(pathIn("es", "/#contact")).toBe("/es/#contact");
    expect(pathIn("en", "/es/?a=1#contact")).toBe("/?a=1#contact");
    expect(pathIn("es", "/team/employees?firstName=Ana")).toBe("/es/team/employees?firstName=Ana");
    expect(pathIn("es", "/es/pricing")).toBe("/es/pricing");
    expect(pathIn("es", "https://example.com/x")).toBe("https://example.com/x");
    expect(pathIn("es", "mailto:a@example.com")).toBe("mailto:a@example.com");
  });

  it("sees a browser that prefers Spanish before English", () => {
    expect(prefersSpanish(["es-US", "en"])).toBe(true);
    expect(prefersSpanish(["es-419,es;q=0.9"])).toBe(true);
    expect(prefersSpanish(["en-US", "es"])).toBe(false);
    expect(prefersSpanish(["fr", "es"])).toBe(true);
    expect(prefersSpanish([])).toBe(false);
  });

  it("reads a remembered choice from a cookie header", () => {
    expect(rememberedLang("a=1; lang=es; b=2")).toBe("es");
    expect(rememberedLang("lang=fr")).toBeUndefined();
    expect(rememberedLang("")).toBeUndefined();
  });
});
