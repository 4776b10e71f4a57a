import { describe, expect, it } from "vitest";
import { company } from "~/company/fixed-facts";
import { startingProfile } from "~/company/starting-profile";
import { companyMailSettings } from "~/mail/mailer.server";
import { testConfig } from "../../tests/support/requests";
import {
  contactAcknowledgement,
  type LeadForMail,
  leadReply,
  mailsForNewLead,
  replyStart,
} from "./lead-mail.server";

const config = testConfig({ COMPANY_INBOX: "leads@example.com" });
const settings = companyMailSettings(config, startingProfile(config.env));

function lead(overrides: Partial<LeadForMail> = {}): LeadForMail {
  return {
    id: "0b7d5c8e-1f0a-4c39-9a53-3f2b8f1c2d44",
    kind: "contact",
    name: "Ada Lovelace",
    email: "ada@example.net",
    phone: "(555) 010-0123",
    message: "Need 40 Cat6 drops\nin the east wing.",
    source: "Contact Form",
    details: {},
    createdAt: new Date("2026-05-04T16:30:00Z"),
    language: "en",
    ...overrides,
  };
}

describe("lead e-mail", () => {
  it("notifies the company of a contact message with every field, and acknowledges the visitor", () => {
    const [notification, acknowledgement, ...rest] = mailsForNewLead(lead(), settings);
    expect(rest).toEqual([]);
    expect(notification).toMatchObject({
      to: "leads@example.com",
      replyTo: "ada@example.net",
      subject: "New contact message from Ada Lovelace",
    });
    for (const line of [
      "Name: Ada Lovelace",
      "Email: ada@example.net",
      "Phone: (555) 010-0123",
      "Message:\nNeed 40 Cat6 drops\nin the east wing.",
      "Source: Contact Form",
      "Received: May 4, 2026 at 9:30 AM PDT",
      "This lead: http://localhost:3000/admin/leads/0b7d5c8e-1f0a-4c39-9a53-3f2b8f1c2d44",
    ]) {
      expect(notification!.text).toContain(line);
    }
    expect(notification!.html).toContain("Need 40 Cat6 drops\nin the east wing.");
    expect(acknowledgement).toMatchObject({
      to: "ada@example.net",
      replyTo: "leads@example.com",
      subject: `We received your message | ${company.name}`,
    });
  });

  it("sends only the company notification for trial sign-ups and pricing requests", () => {
    expect(mailsForNewLead(lead({ kind: "trial", phone: null }), settings)).toMatchObject([
      { to: "leads@example.com", subject: "New trial sign-up from Ada Lovelace" },
    ]);
    const pricing = mailsForNewLead(
      lead({ kind: "pricing", details: { company_size: "11-50", industry: "telecommunications" } }),
      settings,
    );
    expect(pricing).toHaveLength(1);
    expect(pricing[0]!.subject).toBe("New pricing request from Ada Lovelace");
    expect(pricing[0]!.text).toContain("Company size: 11-50\nIndustry: telecommunications");
  });

  it("escapes every visitor value in the HTML body", () => {
    const hostile = lead({
      name: "<b>Boss</b>",
      email: "a&b@example.net",
      phone: "<i>1</i>",
      message: "<script>alert(1)</script>",
      details: { industry: '"><img src=x>' },
    });
    const { html } = mailsForNewLead(hostile, settings)[0]!;
    expect(html).not.toMatch(/<(b|i|script|img)[ >]/);
    expect(html).toContain("&lt;b&gt;Boss&lt;/b&gt;");
    expect(html).toContain("a&amp;b@example.net");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x&gt;");
  });

  it("tells the company to answer a Spanish-speaking visitor in Spanish", () => {
    const [notification] = mailsForNewLead(lead({ language: "es" }), settings);
    expect(notification!.text).toContain(
      "New contact message from the website. Reply to this e-mail, in Spanish, to answer Ada Lovelace directly.",
    );
    expect(notification!.text).toContain("Language: Spanish (answer in Spanish)");
  });

  it("keeps subjects on one line, whatever the name holds", () => {
    const [notification] = mailsForNewLead(lead({ name: "Ada\r\nBcc: x@example.org" }), settings);
    expect(notification!.subject).toBe("New contact message from Ada Bcc: x@example.org");
  });

  it("acknowledges a visitor of the Spanish site in Spanish", () => {
    const [, ack] = mailsForNewLead(lead({ language: "es" }), settings);
    expect(ack!.subject).toBe(`Recibimos su mensaje | ${company.name}`);
    expect(ack!.text).toContain(`Gracias por comunicarse con ${company.name}.`);
    expect(ack!.text).toContain(`línea de emergencias 24/7: ${company.emergencyPhone.display}`);
    expect(ack!.html).toContain('<html lang="es">');
  });

  it("repeats nothing the visitor typed in the acknowledgement", () => {
    const ack = contactAcknowledgement({ email: "ada@example.net" }, settings);
    expect(ack.text).toContain(`Thank you for contacting ${company.name}.`);
    expect(ack.text).toContain(company.phone.display);
    expect(ack.html).not.toContain("Ada");
  });
});

describe("lead e-mail plain text", () => {
  it("lays out the notification as intro, fields and the link to the lead's own page", () => {
    const [notification] = mailsForNewLead(
      lead({ kind: "pricing", details: { industry: "utility", company_size: "1-10" } }),
      settings,
    );
    expect(notification!.text).toBe(
      [
        "New pricing request from the website. Reply to this e-mail to answer Ada Lovelace directly.",
        "",
        "Name: Ada Lovelace",
        "Email: ada@example.net",
        "Phone: (555) 010-0123",
        "Company size: 1-10",
        "Industry: utility",
        "Message:",
        "Need 40 Cat6 drops",
        "in the east wing.",
        "Source: Contact Form",
        "Received: May 4, 2026 at 9:30 AM PDT",
        "Language: English",
        "",
        "This lead: http://localhost:3000/admin/leads/0b7d5c8e-1f0a-4c39-9a53-3f2b8f1c2d44",
      ].join("\n"),
    );
  });

  it("signs the acknowledgement with the company's name, address and phone", () => {
    expect(contactAcknowledgement({ email: "ada@example.net" }, settings).text).toBe(
      [
        `Thank you for contacting ${company.name}. We received your message and will get back to you soon.`,
        "",
        `If your request is urgent, call us at ${company.phone.display} (24/7 emergency line ${company.emergencyPhone.display}).`,
        "",
        company.name,
        "100 Example Avenue, Glendora, CA 91741",
        company.phone.display,
      ].join("\n"),
    );
  });
});

describe("a reply from the lead page", () => {
  it("goes to the lead, answers come back to the lead inbox, signed by the company, nothing typed as markup", () => {
    const ada = { email: "ada@example.net", kind: "pricing", name: "Ada", language: "en" } as const;
    const mail = leadReply(
      ada,
      { subject: replyStart(ada).subject, body: "Hello Ada,\n\n<b>40 drops</b> & a panel." },
      settings,
    );
    expect(mail).toMatchObject({
      to: "ada@example.net",
      replyTo: "leads@example.com",
      subject: "Re: your pricing request",
    });
    expect(mail.text).toBe(
      `Hello Ada,\n\n<b>40 drops</b> & a panel.\n\nKind regards,\n${[company.name, "100 Example Avenue, Glendora, CA 91741", company.phone.display].join("\n")}`,
    );
    expect(mail.html).toContain("<p>&lt;b&gt;40 drops&lt;/b&gt; &amp; a panel.</p>");
    expect(mail.html).not.toContain("<b>40");
  });

  it("keeps the line breaks typed: within a paragraph in its HTML, blank lines between paragraphs in its text", () => {
    const ada = { email: "ada@example.net", kind: "contact", name: "Ada", language: "en" } as const;
    const body = "Hello Ada,\r\n\r\nTuesday works.\r\nOr Wednesday.\n\n\nThanks.";
    const mail = leadReply(ada, { subject: "Re", body }, settings);
    expect(mail.html).toContain("<p>Tuesday works.<br>Or Wednesday.</p>");
    expect(mail.text).toMatch(
      /^Hello Ada,\n\nTuesday works\.\nOr Wednesday\.\n\nThanks\.\n\nKind regards,/,
    );
  });

  it("starts and signs a Spanish lead's reply in Spanish", () => {
    const lucia = {
      email: "l@example.net",
      kind: "contact",
      name: "Lucía",
      language: "es",
    } as const;
    expect(replyStart(lucia)).toEqual({
      subject: "Re: su solicitud de contacto",
      body: "Hola Lucía,\n\n",
      signOff: "Saludos cordiales,",
    });
    const mail = leadReply(lucia, { subject: "Re", body: "Hola Lucía,\n\nSí." }, settings);
    expect(mail.text).toContain("Sí.\n\nSaludos cordiales,\n");
    expect(mail.html).toContain('lang="es"');
  });
});
