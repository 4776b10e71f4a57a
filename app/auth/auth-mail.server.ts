import { escapeHtml } from "~/mail/escape";
import type { OutgoingMail } from "~/mail/outbox.server";
import { company } from "~/site/company";

function layout(title: string, paragraphs: string[], link: { url: string; label: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0c1a33;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#fbbf24;color:#070f21;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#475569">If the button does not work, paste this address into your browser: ${escapeHtml(link.url)}</p>
<p style="font-size:12px;color:#475569">${escapeHtml(company.name)} · ${escapeHtml(company.phone.display)}</p>
</body></html>`;
}

export function invitationMail(to: string, firstName: string, url: string): OutgoingMail {
  const title = `Welcome to ${company.name}`;
  const paragraphs = [
    `Hello ${firstName},`,
    "HR has opened your new-hire account. Set your password to sign in to the employee portal, where your 20 onboarding forms are waiting.",
    "This link works once and expires in 7 days.",
  ];
  return {
    to,
    subject: `Set up your ${company.shortName} employee account`,
    text: [...paragraphs, "", `Set your password: ${url}`].join("\n"),
    html: layout(title, paragraphs, { url, label: "Set your password" }),
  };
}

export function passwordResetMail(to: string, url: string): OutgoingMail {
  const title = "Reset your password";
  const paragraphs = [
    "Someone asked to reset the password of your account. If it was you, choose a new password with the link below.",
    "This link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
  ];
  return {
    to,
    subject: `Reset your ${company.shortName} password`,
    text: [...paragraphs, "", `Reset your password: ${url}`].join("\n"),
    html: layout(title, paragraphs, { url, label: "Reset your password" }),
  };
}
