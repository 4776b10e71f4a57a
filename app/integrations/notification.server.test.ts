import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/i18n/catalogue.server";
import { SAMPLE_CARDS, SAMPLE_SECRETS } from "../../tests/support/integrations";
import { submissionNotification } from "./notification.server";
import { summaryText } from "./summary";

const cards = SAMPLE_CARDS;
const secrets = SAMPLE_SECRETS;

describe("the company notification", () => {
  const mail = submissionNotification({
    inbox: "inbox@example.com",
    publicUrl: "https://site.example.com",
    submissionId: "abc",
    cards,
  });

  it("goes to the inbox with the admin link, secrets masked", () => {
    expect(mail.to).toBe("inbox@example.com");
    expect(mail.subject).toBe("New Gatsy integration configuration (3 cards, 1 enabled)");
    expect(mail.text).toContain("https://site.example.com/admin/integrations#submission-abc");
    expect(mail.html).toContain(
      'href="https://site.example.com/admin/integrations#submission-abc"',
    );
    for (const secret of secrets) {
      expect(mail.text).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }
  });

  it("escapes what the customer typed in the HTML", () => {
    expect(mail.html).toContain("dropbox &lt;b&gt;");
    expect(mail.html).not.toContain("dropbox <b>");
  });

  it("reads in plain text as the intro, the admin link and the masked summary", () => {
    expect(mail.text).toBe(
      [
        "A customer submitted an integration configuration from the Software Solutions configuration page. Secret values are masked here; they are stored encrypted and can be revealed one at a time in the admin view.",
        "",
        "Open it in the admin view: https://site.example.com/admin/integrations#submission-abc",
        "",
        summaryText(cards, serverTranslator("en").t),
      ].join("\n"),
    );
  });
});
