import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalogue.server";
import { services } from "~/site/content";
import { rootMessageSet } from "./root-messages.server";

/** The messages the root loader gives a page. */
const rootMessages = (...args: Parameters<typeof rootMessageSet>) =>
  rootMessageSet(...args).messages;

const serviceKeys = (messages: object) =>
  Object.keys(messages).filter((key) => key.startsWith("services."));
const titles = services.map((service) => service.title).sort();

describe("the root loader's messages", () => {
  it("give the admin area the footer's six service titles, not the service pages' texts", () => {
    for (const path of ["/admin/people", "/admin/projects/new", "/admin/progress"]) {
      const messages = rootMessages("en", path);
      expect(serviceKeys(messages).sort(), path).toEqual(titles);
      expect(messages["services.copperFiber.title"]).toEqual(
        messagesFor("en")["services.copperFiber.title"],
      );
      expect(messages["auth.signOut"], path).toBeDefined();
    }
  });

  it("give a page inside the admin frame none of the public frame's, the public forms' or the sign-in pages' texts", () => {
    const messages = rootMessages("en", "/admin/people", true);
    const keys = Object.keys(messages);
    for (const left of [
      "common.footer.",
      "common.megaMenu.",
      "forms.pricing.",
      "forms.coi.",
      "auth.",
    ]) {
      expect(
        keys.filter((key) => key.startsWith(left)),
        left,
      ).toEqual([]);
    }
    // What the frame and the office's forms draw stays: the skip link, the error page, field errors.
    for (const kept of ["common.skipToContent", "common.error.title", "forms.error.emailInvalid"]) {
      expect(messages[kept], kept).toBe(messagesFor("en")[kept]);
    }
    expect(messages["adminPeople.title"]).toBeDefined();
  });

  it("give a hire's pages the titles in their language", () => {
    const messages = rootMessages("es", "/es/team/employees/hub");
    expect(serviceKeys(messages).sort()).toEqual(titles);
    expect(messages["services.copperFiber.title"]).toEqual(
      messagesFor("es")["services.copperFiber.title"],
    );
  });

  it("give every namespace where no list is set (a service page, an islands page)", () => {
    for (const path of ["/services/3phase", "/es/services/3phase", "/"]) {
      expect(serviceKeys(rootMessages("en", path)).length, path).toBeGreaterThan(100);
    }
  });

  it("weigh less than half of the whole frame namespaces on an admin page, its own texts aside", () => {
    const size = (value: object) => JSON.stringify(value).length;
    const before = size(messagesFor("en", ["common", "software", "services", "forms", "auth"]));
    // The page's own namespace grows with what it draws (the permissions' names left its
    // script for it, docs/decisions/0105); the frame's part is what must stay small.
    const own = size(messagesFor("en", ["adminPeople"]));
    expect(size(rootMessages("en", "/admin/people")) - own).toBeLessThan(before / 2);
  });
});
