import type { CompanyFacts } from "~/company/facts";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/translator";
import {
  button,
  companySignature,
  composeMail,
  link,
  list,
  type MailSection,
  paragraph,
} from "~/mail/layout.server";
import type { OutgoingMail } from "~/mail/outbox.server";
import { localeFormat } from "~/site/locale-format";
import type { SentLink } from "../links/links.server";

/**
 * The e-mails to a subcontractor's people, in the language kept with their record. Each carries
 * the recipient's own link (docs/decisions/0073), or, when the office revoked theirs, the public
 * page where they can ask for a new one; replies reach the office (`Reply-To`).
 */

export interface Recipient {
  to: string;
  /** The subcontractor's company. */
  company: string;
  lang: Lang;
  /** Whom the greeting names: the contact; the broker is greeted without a name. */
  name?: string;
}

/** What every one of these mails needs of the company. */
export interface SenderFacts {
  facts: CompanyFacts;
  /** The office's inbox: replies go there. */
  replyTo: string;
  /** The public page's "Lost your link?" form, in the recipient's language. */
  lostLinkPage: string;
}

/** What the recipient is asked to send: names, each with what the office set for it. */
export type NeededItems = readonly string[];

type T = ReturnType<typeof serverTranslator>["t"];

const dateIn = (lang: Lang, instant: Date, timeZone: string) =>
  localeFormat(lang).date(instant, timeZone);

function greeting(t: T, recipient: Recipient): MailSection {
  return [
    paragraph(
      recipient.name
        ? t("subcontractors.mail.greeting", { name: recipient.name })
        : t("subcontractors.mail.greetingNoName"),
    ),
  ];
}

/**
 * The recipient's own link (after `intro`, if any) and until when it works; after a revocation,
 * where to ask for a new one.
 */
function linkSection(
  t: T,
  recipient: Recipient,
  sent: SentLink | null,
  sender: SenderFacts,
  intro?: string,
): MailSection {
  if (!sent) {
    return [
      paragraph(t("subcontractors.mail.linkRevoked")),
      link(sender.lostLinkPage, t("subcontractors.mail.askLink")),
    ];
  }
  return [
    ...(intro ? [paragraph(intro)] : []),
    button(sent.url, t("subcontractors.mail.link.button")),
    paragraph(
      t("subcontractors.mail.link.validUntil", {
        date: dateIn(recipient.lang, sent.expiresAt, sender.facts.timeZone),
      }),
    ),
  ];
}

function closing(t: T, sender: SenderFacts): MailSection[] {
  return [[paragraph(t("subcontractors.mail.replies"))], [companySignature(sender.facts)]];
}

function subcontractorMail(
  recipient: Recipient,
  sender: SenderFacts,
  subject: string,
  heading: string,
  sections: readonly MailSection[],
): OutgoingMail {
  return composeMail({
    to: recipient.to,
    replyTo: sender.replyTo,
    lang: recipient.lang,
    subject,
    heading,
    sections,
  });
}

/**
 * The invitation, a request to the broker, or a link sent again: greets the person, lists what
 * is still needed (and by when, after a request), and carries their own link.
 */
export function portalLinkMail(
  recipient: Recipient,
  request: { link: SentLink | null; needed: NeededItems; dueBy: Date | null; forBroker: boolean },
  sender: SenderFacts,
): OutgoingMail {
  const { t } = serverTranslator(recipient.lang);
  const values = { subcontractor: recipient.company };
  const neededIntro: MessageKey = request.dueBy
    ? "subcontractors.mail.link.neededBy"
    : "subcontractors.mail.link.needed";
  const dueBy = request.dueBy ? dateIn(recipient.lang, request.dueBy, sender.facts.timeZone) : "";
  return subcontractorMail(
    recipient,
    sender,
    t("subcontractors.mail.link.subject", { company: sender.facts.shortName }),
    t("subcontractors.mail.link.heading", { company: sender.facts.name }),
    [
      [
        ...greeting(t, recipient),
        paragraph(
          request.forBroker
            ? t("subcontractors.mail.link.broker", values)
            : t("subcontractors.mail.link.body", values),
        ),
      ],
      ...(request.needed.length > 0
        ? [[paragraph(t(neededIntro, { date: dueBy })), list(request.needed)]]
        : []),
      linkSection(t, recipient, request.link, sender),
      [paragraph(t("subcontractors.mail.link.noPassword"))],
      ...closing(t, sender),
    ],
  );
}

/** Every gap at once: each rejected item with its reason, and the recipient's own link. */
export function gapsMail(
  recipient: Recipient,
  gaps: readonly { title: string; reason: string }[],
  sent: SentLink | null,
  sender: SenderFacts,
): OutgoingMail {
  const { t } = serverTranslator(recipient.lang);
  return subcontractorMail(
    recipient,
    sender,
    t("subcontractors.mail.gaps.subject", { subcontractor: recipient.company }),
    t("subcontractors.mail.gaps.heading"),
    [
      [
        ...greeting(t, recipient),
        paragraph(t("subcontractors.mail.gaps.body", { subcontractor: recipient.company })),
        list(gaps.map((gap) => `${gap.title}: ${gap.reason}`)),
      ],
      linkSection(t, recipient, sent, sender, t("subcontractors.mail.sendThrough")),
      ...closing(t, sender),
    ],
  );
}

/** The weekly reminder while items are missing or rejected after a request. */
export function reminderMail(
  recipient: Recipient,
  gaps: readonly string[],
  sent: SentLink | null,
  sender: SenderFacts,
): OutgoingMail {
  const { t } = serverTranslator(recipient.lang);
  return subcontractorMail(
    recipient,
    sender,
    t("subcontractors.mail.reminder.subject", { subcontractor: recipient.company }),
    t("subcontractors.mail.reminder.heading"),
    [
      [
        ...greeting(t, recipient),
        paragraph(t("subcontractors.mail.reminder.body", { subcontractor: recipient.company })),
        list(gaps),
      ],
      linkSection(t, recipient, sent, sender, t("subcontractors.mail.sendThrough")),
      ...closing(t, sender),
    ],
  );
}

/** An expiry reminder: 30 or 14 days before (`days`), or on the day (0 or fewer). */
export function expiryMail(
  recipient: Recipient,
  document: { item: string; expiresOn: string; days: number },
  sent: SentLink | null,
  sender: SenderFacts,
): OutgoingMail {
  const { t } = serverTranslator(recipient.lang);
  const values = {
    item: document.item,
    subcontractor: recipient.company,
    date: document.expiresOn,
    days: String(document.days),
  };
  return subcontractorMail(
    recipient,
    sender,
    t("subcontractors.mail.expiry.subject", values),
    t("subcontractors.mail.expiry.heading"),
    [
      [
        ...greeting(t, recipient),
        paragraph(
          document.days > 0
            ? t("subcontractors.mail.expiry.soon", values)
            : t("subcontractors.mail.expiry.today", values),
        ),
      ],
      linkSection(t, recipient, sent, sender, t("subcontractors.mail.sendThrough")),
      ...closing(t, sender),
    ],
  );
}

/** An item approved: what it was, until when it holds, and the recipient's own link. */
export function approvedMail(
  recipient: Recipient,
  document: { item: string; expiresOn: string | null },
  sent: SentLink | null,
  sender: SenderFacts,
): OutgoingMail {
  const { t } = serverTranslator(recipient.lang);
  const values = { item: document.item, subcontractor: recipient.company };
  return subcontractorMail(
    recipient,
    sender,
    t("subcontractors.mail.approved.subject", values),
    t("subcontractors.mail.approved.heading"),
    [
      [
        ...greeting(t, recipient),
        paragraph(t("subcontractors.mail.approved.body", values)),
        ...(document.expiresOn
          ? [
              paragraph(
                t("subcontractors.mail.approved.until", {
                  date: document.expiresOn,
                }),
              ),
            ]
          : []),
      ],
      linkSection(t, recipient, sent, sender, t("subcontractors.mail.approved.page")),
      ...closing(t, sender),
    ],
  );
}
