import { createRequire } from "node:module";
import type { Transporter } from "nodemailer";
import { type CompanyFacts, companyFacts } from "~/company/facts";
import { company } from "~/company/fixed-facts";
import type { CompanyProfile } from "~/company/profile";
import type { ServerConfig } from "../../server/config";
import type { OutboxMessage } from "./mail.schema";
import { mailTimings } from "./retry";

/** Who mail comes from and where the company reads it; built from the validated config. */
export interface MailSettings {
  /** Unset: nothing is sent, mail is held in the outbox (the development mailbox). */
  smtpUrl?: string;
  from: string;
  /** COMPANY_INBOX or the example address: only what a fresh install's profile starts with. */
  companyInbox: string;
  /** Linked from lead notifications. */
  leadsDashboardUrl: string;
  /** Acknowledgements a day to all the addresses of one domain (ACKNOWLEDGEMENTS_PER_DOMAIN). */
  acknowledgementsPerDomain?: number;
}

const companyDomain = company.email.slice(company.email.indexOf("@") + 1);
export const DEFAULT_MAIL_FROM = `"${company.shortName}" <no-reply@${companyDomain}>`;

/** The mail settings of a deployment, from its settings as validated at start-up. */
export function mailSettings(config: ServerConfig): MailSettings {
  return {
    smtpUrl: config.env.SMTP_URL,
    from: config.env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    companyInbox: config.env.COMPANY_INBOX ?? company.email,
    leadsDashboardUrl: `${config.publicUrl}/admin/leads`,
    acknowledgementsPerDomain: config.env.ACKNOWLEDGEMENTS_PER_DOMAIN,
  };
}

/** The settings with the company as its profile is when mail is queued. */
export interface CompanyMailSettings extends MailSettings {
  company: CompanyFacts;
}

/** Mail settings with the company read from `profile`: its lead inbox receives the notifications. */
export function companyMailSettings(
  config: ServerConfig,
  profile: CompanyProfile,
): CompanyMailSettings {
  return {
    ...mailSettings(config),
    companyInbox: profile.leadInbox,
    company: companyFacts(profile),
  };
}

/**
 * The From header: MAIL_FROM's address always (the mail server is set up for it). A display name
 * MAIL_FROM gives is kept; otherwise the profile's short name is shown, as the subjects name it.
 * Without MAIL_FROM, no-reply at the domain of the profile's general e-mail.
 */
export function senderAddress(mailFrom: string | undefined, profile: CompanyProfile): string {
  if (mailFrom && hasDisplayName(mailFrom)) return mailFrom;
  const address = mailFrom
    ? (/<([^>]*)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim()
    : `no-reply@${profile.email.slice(profile.email.indexOf("@") + 1)}`;
  return `"${profile.shortName.replace(/["\\]/g, "\\$&")}" <${address}>`;
}

function hasDisplayName(mailFrom: string): boolean {
  const angle = mailFrom.indexOf("<");
  return angle > 0 && mailFrom.slice(0, angle).replace(/"/g, "").trim() !== "";
}

export type MailTransport = Transporter;

/**
 * Nodemailer (650 KB of code and its modules) is loaded when a transport is made: a server
 * without SMTP_URL never loads it (docs/decisions/0046).
 */
const requireModule = createRequire(import.meta.url);

/** An SMTP transport for a URL such as smtps://user:password@smtp.example.com:465. */
export function createMailTransport(smtpUrl: string): MailTransport {
  const nodemailer = requireModule("nodemailer") as typeof import("nodemailer");
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: mailTimings.smtpConnectionTimeoutMs,
    greetingTimeout: mailTimings.smtpGreetingTimeoutMs,
    socketTimeout: mailTimings.smtpSocketTimeoutMs,
  });
}

/** One SMTP conversation for one outbox message; throws when the server does not accept it. */
export async function sendOutboxMessage(
  transport: MailTransport,
  from: string,
  message: OutboxMessage,
  attachments: readonly { filename: string; content: Buffer; contentType: string }[] = [],
): Promise<void> {
  await transport.sendMail({
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // The stored files' bytes, read by the worker: nodemailer reads no path nor URL of its own.
    attachments: [...attachments],
    // A stable Message-ID: a retried message is recognisable as the same message.
    messageId: `<${message.id}@${domainOf(from)}>`,
    // Bodies are finished strings: never let the message pull in files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

function domainOf(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? companyDomain;
}
