import type { CompanyFacts } from "~/company/facts";
import { button, companySignature, composeMail, paragraph } from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";

export function invitationMail(
  to: string,
  firstName: string,
  url: string,
  company: CompanyFacts,
): OutgoingMail {
  return composeMail({
    to,
    subject: `Set up your ${company.shortName} employee account`,
    heading: `Welcome to ${company.name}`,
    sections: [
      [
        paragraph(`Hello ${firstName},`),
        paragraph(
          "HR has opened your new-hire account. Set your password to sign in to the employee portal, where your 20 onboarding forms are waiting.",
        ),
        paragraph("This link works once and expires in 7 days."),
      ],
      [button(url, "Set your password")],
      [companySignature(company)],
    ],
  });
}

export function passwordResetMail(to: string, url: string, company: CompanyFacts): OutgoingMail {
  return composeMail({
    to,
    subject: `Reset your ${company.shortName} password`,
    heading: "Reset your password",
    sections: [
      [
        paragraph(
          "Someone asked to reset the password of your account. If it was you, choose a new password with the link below.",
        ),
        paragraph(
          "This link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
        ),
      ],
      [button(url, "Reset your password")],
      [companySignature(company)],
    ],
  });
}
