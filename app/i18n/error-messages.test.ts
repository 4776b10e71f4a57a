import { describe, expect, it } from "vitest";
import { messagesFor } from "./catalogue.server";
import { errorPageMessages } from "./error-messages";
import { LANGUAGES } from "./languages";
import { createTranslator } from "./translator";

describe("the error page's messages without the root loader", () => {
  for (const lang of LANGUAGES) {
    it(`are the catalogue's own, compiled alike (${lang})`, () => {
      const fallback = errorPageMessages(lang);
      const full = messagesFor(lang, ["common"]);
      const keys = Object.keys(fallback);
      expect(keys).toContain("common.error.body503");
      expect(keys).toEqual(Object.keys(full).filter((key) => key.startsWith("common.error.")));
      for (const key of keys) expect(fallback[key], key).toEqual(full[key]);
    });
  }

  it("say the 503 text and the status", () => {
    const { t } = createTranslator("en", errorPageMessages("en"));
    expect(t("common.error.body503")).toBe(
      "The site is temporarily unavailable. Please try again in a minute.",
    );
    expect(t("common.error.status", { status: "503" })).toBe("ERROR 503");
  });
});
