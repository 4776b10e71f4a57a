import { describe, expect, it } from "vitest";
import { companyFacts } from "~/company/facts";
import { exampleProfile } from "~/company/profile";
import type { Lang } from "~/i18n/languages";
import type { OutgoingMail } from "~/mail/outbox.server";
import {
  approvedMail,
  expiryMail,
  gapsMail,
  portalLinkMail,
  reminderMail,
  type SenderFacts,
} from "./mail.server";

const TOKEN = "A".repeat(43);
const sent = (lang: Lang) => ({
  url: `https://example.com${lang === "es" ? "/es" : ""}/team/subcontractors/documents?token=${TOKEN}`,
  expiresAt: new Date("2027-03-01T20:00:00Z"),
});
const sender = (lang: Lang): SenderFacts => ({
  facts: companyFacts(exampleProfile),
  replyTo: "office@example.com",
  lostLinkPage: `https://example.com${lang === "es" ? "/es" : ""}/team/subcontractors#lost-link`,
});
const recipient = (lang: Lang) => ({ to: "sam@example.com", company: "Sparky", lang, name: "Sam" });

/** Every subcontractor mail, with its link and after the office revoked it. */
function everyMail(lang: Lang): [string, OutgoingMail][] {
  const mails: [string, OutgoingMail][] = [];
  for (const link of [sent(lang), null]) {
    const which = link ? "with a link" : "after a revocation";
    mails.push(
      [
        `invitation ${which}`,
        portalLinkMail(
          recipient(lang),
          {
            link,
            needed: ["W-9", "Certificate of insurance (Umbrella: at least $1,000,000)"],
            dueBy: new Date("2026-12-05T20:00:00Z"),
            forBroker: false,
          },
          sender(lang),
        ),
      ],
      [
        `rejection ${which}`,
        gapsMail(recipient(lang), [{ title: "W-9", reason: "Unsigned" }], link, sender(lang)),
      ],
      [`reminder ${which}`, reminderMail(recipient(lang), ["W-9: Missing"], link, sender(lang))],
      [
        `expiry ${which}`,
        expiryMail(
          recipient(lang),
          { item: "W-9", expiresOn: "2027-01-01", days: 14 },
          link,
          sender(lang),
        ),
      ],
      [
        `approval ${which}`,
        approvedMail(recipient(lang), { item: "W-9", expiresOn: "2027-01-01" }, link, sender(lang)),
      ],
    );
  }
  return mails;
}

const URL_PATTERN = /https?:\/\/\S+/g;

describe("the subcontractors' e-mails as plain text", () => {
  for (const lang of ["en", "es"] as const) {
    it(`spell each address once, after its label, in ${lang}`, () => {
      for (const [name, mail] of everyMail(lang)) {
        const lines = mail.text.split("\n");
        const urls = mail.text.match(URL_PATTERN) ?? [];
        expect(urls.length, name).toBe(1);
        const line = lines.find((candidate) => candidate.includes("://")) ?? "";
        // "Label: address", the address whole at the end, never the address as its own label.
        expect(line, name).toMatch(/^[^:/]+: https?:\/\/\S+$/);
        expect(mail.text, name).not.toMatch(/#lost-link: http/);
        expect(mail.replyTo, name).toBe("office@example.com");
        expect(mail.text, name).toContain(lang === "en" ? "Hello Sam," : "Hola, Sam:");
      }
    });
  }

  it("carries the recipient's own link, or after a revocation the page to ask for one", () => {
    const [withLink, revoked] = [everyMail("en")[1]!, everyMail("en")[6]!];
    expect(withLink[1].text).toContain(`Open my page: ${sent("en").url}`);
    expect(withLink[1].text).toContain("works until March 1, 2027");
    expect(revoked[1].text).toContain(
      "Ask for a new link: https://example.com/team/subcontractors#lost-link",
    );
  });

  it("greets the person, lists what is needed by when, in their language", () => {
    const [, invitation] = everyMail("es")[0]!;
    expect(invitation.text).toContain("Lo que necesitamos, antes del 5 de diciembre de 2026:");
    expect(invitation.text).toContain("- Certificate of insurance (Umbrella: at least $1,000,000)");
    const [, english] = everyMail("en")[0]!;
    expect(english.text).toContain("What we need, by December 5, 2026:\n- W-9");
  });
});
