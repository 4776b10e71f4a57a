import { describe, expect, it } from "vitest";
import { messagesFor } from "./catalogue.server";
import { pageMessagesText } from "./page";

describe("an islands page's messages", () => {
  const i18n = { lang: "es" as const, messages: messagesFor("es") };

  it("are the language and the namespaces its islands use, nothing else", () => {
    const written = JSON.parse(pageMessagesText(i18n, ["common", "forms"]));
    expect(written.lang).toBe("es");
    const keys = Object.keys(written.messages);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith("common.") || key.startsWith("forms."))).toBe(true);
    const expected = Object.keys(i18n.messages).filter(
      (key) => key.startsWith("common.") || key.startsWith("forms."),
    );
    expect(keys.sort()).toEqual(expected.sort());
  });

  it("follow the namespaces asked, although the text is written once per list", () => {
    const islands = pageMessagesText(i18n, ["common", "forms"]);
    const withService = pageMessagesText(i18n, ["common", "forms", "service"]);
    expect(withService).not.toBe(islands);
    expect(Object.keys(JSON.parse(withService).messages)).toContain("service.title");
    expect(pageMessagesText(i18n, ["common", "forms"])).toBe(islands);
    const english = pageMessagesText({ lang: "en", messages: messagesFor("en") }, [
      "common",
      "forms",
    ]);
    expect(JSON.parse(english).lang).toBe("en");
  });
});
