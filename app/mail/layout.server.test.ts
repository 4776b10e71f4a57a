import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { company } from "~/company/fixed-facts";
import { escapeHtml } from "./escape";
import {
  button,
  companySignature,
  composeMail,
  fields,
  link,
  list,
  type MailBlock,
  paragraph,
} from "./layout.server";

const envelope = { to: "someone@example.net", subject: "Subject" };

/** One block of each kind, every string taken from `value`. */
function everyBlock(value: string): MailBlock[] {
  return [
    paragraph(value),
    list([value, value]),
    fields([{ label: value, value }], value),
    link(`https://example.com/?q=${value}`, value, value),
    button(`https://example.com/?q=${value}`, value),
    { kind: "signature", lines: [value] },
  ];
}

describe("the e-mail layout", () => {
  it("renders sections as passages: consecutive lines within, a blank line between", () => {
    const mail = composeMail({
      ...envelope,
      heading: "Heading",
      sections: [
        [paragraph("Hello Ada,"), paragraph("Two forms are open:"), list(["Form 1", "Form 2"])],
        [
          fields([
            { label: "Name", value: "Ada" },
            { label: "Message", value: "one\ntwo" },
          ]),
        ],
        [fields([{ label: "Tenant ID", value: "contoso" }], "1. Microsoft Graph")],
        [link("https://example.com/a", "Open the dashboard", "Dashboard")],
        [button("https://example.com/b", "Set your password")],
      ],
    });
    expect(mail.text).toBe(
      [
        "Hello Ada,",
        "Two forms are open:",
        "- Form 1",
        "- Form 2",
        "",
        "Name: Ada",
        "Message:",
        "one",
        "two",
        "",
        "1. Microsoft Graph",
        "   Tenant ID: contoso",
        "",
        "Dashboard: https://example.com/a",
        "",
        "Set your password: https://example.com/b",
      ].join("\n"),
    );
    expect(mail.html).toContain(
      "<p>Hello Ada,</p>\n<p>Two forms are open:</p>\n<ul><li>Form 1</li>",
    );
    expect(mail.html).toContain('<a href="https://example.com/a">Open the dashboard</a>');
    expect(mail.html).toContain(
      "If the button does not work, paste this address into your browser: https://example.com/b",
    );
  });

  it("heads the HTML body with the heading, and leaves it to the subject in the plain text", () => {
    const mail = composeMail({ ...envelope, heading: "Welcome", sections: [[paragraph("Hi")]] });
    expect(mail.html).toContain(">Welcome</h1>");
    expect(mail.html).toContain("<title>Subject</title>");
    expect(mail.text).toBe("Hi");
    expect(composeMail({ ...envelope, sections: [[paragraph("Hi")]] }).html).not.toContain("<h1");
  });

  it("names the reader's language in the HTML document, English unless told", () => {
    expect(composeMail({ ...envelope, sections: [] }).html).toContain('<html lang="en">');
    expect(composeMail({ ...envelope, lang: "es", sections: [] }).html).toContain(
      '<html lang="es">',
    );
  });

  it("keeps the envelope, with a reply-to address only when given", () => {
    const mail = composeMail({ ...envelope, replyTo: "office@example.com", sections: [] });
    expect(mail).toMatchObject({ ...envelope, replyTo: "office@example.com" });
    expect("replyTo" in composeMail({ ...envelope, sections: [] })).toBe(false);
  });

  it("escapes every string in every kind of block, subject included", () => {
    const hostile = `<img src=x onerror="alert('1')">&`;
    const mail = composeMail({
      ...envelope,
      subject: hostile,
      heading: hostile,
      sections: [everyBlock(hostile)],
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain(`"alert`);
    // The subject (as the title), the heading, and the twelve strings of the blocks.
    expect(mail.html.split(escapeHtml(hostile)).length - 1).toBe(14);
  });

  it("shows any text as typed in the plain text and escaped in the HTML", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const mail = composeMail({ ...envelope, sections: [everyBlock(value)] });
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(escapeHtml(value));
      }),
    );
  });
});

describe("the company's signature", () => {
  it("gives visitors the company's name, headquarters' address and phone", () => {
    const mail = composeMail({ ...envelope, sections: [[companySignature(company)]] });
    expect(mail.text).toBe(
      `${company.name}\n100 Example Avenue, Glendora, CA 91741\n${company.phone.display}`,
    );
    expect(mail.html).toContain(
      `${escapeHtml(company.name)}<br>100 Example Avenue, Glendora, CA 91741<br>${company.phone.display}`,
    );
  });

  it("signs with the facts it is given, not with fixed ones", () => {
    const profile = {
      ...company,
      name: "Other & Sons",
      phone: { display: "(555) 010-0142", tel: "+15550100142" },
    };
    const signature = companySignature(profile);
    expect(signature).toEqual({
      kind: "signature",
      lines: ["Other & Sons", "100 Example Avenue, Glendora, CA 91741", "(555) 010-0142"],
    });
    expect(companySignature(profile, "name")).toEqual({
      kind: "signature",
      lines: ["Other & Sons"],
    });
  });
});
