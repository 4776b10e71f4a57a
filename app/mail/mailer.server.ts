import nodemailer, { type Transporter } from "nodemailer";
import { company } from "~/site/company";
import type { ServerConfig } from "../../server/config";
import type { OutboxMessage } from "./mail.schema";
import { mailTimings } from "./retry";

/** Who mail comes from and where the company reads it; built from the validated config. */
export interface MailSettings {
  /** Unset: nothing is sent, mail is held in the outbox (the development mailbox). */
  smtpUrl?: string;
  from: string;
  companyInbox: string;
  /** Linked from lead notifications. */
  leadsDashboardUrl: string;
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
  };
}

export type MailTransport = Transporter;

/** An SMTP transport for a URL such as smtps://user:password@smtp.example.com:465. */
export function createMailTransport(smtpUrl: string): MailTransport {
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
): Promise<void> {
  await transport.sendMail({
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
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
