import { describe, expect, it } from "vitest";
import { exampleFacts } from "~/company/facts";
import { company, formatAddress } from "~/company/fixed-facts";
import { invitationMail, passwordResetMail } from "./auth-mail.server";

const url = "https://site.example.com/account/set-password?token=a%2Bb&x=1";
/** Every account e-mail closes with the company's signature block, as every other message does. */
const signatureLines = [company.name, formatAddress(company.offices[0]!), company.phone.display];

describe("account e-mail", () => {
  it("invites a new hire with the set-password link as the first address in the text", () => {
    const mail = invitationMail("ada@example.com", "Ada", url, exampleFacts);
    expect(mail).toMatchObject({
      to: "ada@example.com",
      subject: "Set up your Example Electric employee account",
    });
    expect(mail.text).toBe(
      [
        "Hello Ada,",
        "HR has opened your new-hire account. Set your password to sign in to the employee portal, where your 20 onboarding forms are waiting.",
        "This link works once and expires in 7 days.",
        "",
        `Set your password: ${url}`,
        "",
        ...signatureLines,
      ].join("\n"),
    );
    expect(mail.html).toContain(`href="${url.replace("&", "&amp;")}"`);
    expect(mail.html).toContain(">Set your password</a>");
  });

  it("sends the reset link with how long it lasts", () => {
    const mail = passwordResetMail("ada@example.com", url, exampleFacts);
    expect(mail.subject).toBe("Reset your Example Electric password");
    expect(mail.text).toBe(
      [
        "Someone asked to reset the password of your account. If it was you, choose a new password with the link below.",
        "This link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
        "",
        `Reset your password: ${url}`,
        "",
        ...signatureLines,
      ].join("\n"),
    );
  });

  it("escapes the name HR typed in the HTML body", () => {
    const { html } = invitationMail(
      "ada@example.com",
      '<img src=x onerror="alert(1)">',
      url,
      exampleFacts,
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
  });

  it("invites and resets in the person's language", () => {
    const invitation = invitationMail("ana@example.com", "Ana", url, exampleFacts, "es");
    expect(invitation.subject).toBe(`Active su cuenta de empleado de ${exampleFacts.shortName}`);
    expect(invitation.text).toContain("Hola, Ana:");
    expect(invitation.text).toContain("Este enlace funciona una sola vez y vence en 7 días.");
    expect(invitation.html).toContain('<html lang="es">');
    const reset = passwordResetMail("ana@example.com", url, exampleFacts, "es");
    expect(reset.subject).toBe(`Restablezca su contraseña de ${exampleFacts.shortName}`);
    expect(reset.text).toContain("vence en 1 hora");
  });
});
