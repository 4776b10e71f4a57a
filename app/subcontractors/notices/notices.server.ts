import type { AppContext } from "~/context";
import type { Transaction } from "~/db/client.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { type Lang, pathIn } from "~/i18n/languages";
import { companySignature, composeMail, link, paragraph } from "~/mail/layout.server";
import { enqueueMail, enqueueMails } from "~/mail/outbox.server";
import { siteOrigin } from "~/site/seo.server";
import { complianceNow } from "../clock.server";
import { langOf, linkFor, recipientsOf } from "../links/links.server";
import { complianceOf, type ItemView, itemsToSend } from "../requirements/compliance.server";
import { detailLines, requirementTitle } from "../requirements/requirement-text";
import { REMINDER_EVERY_DAYS } from "../requirements/status";
import type { SubcontractorRow } from "../subcontractors.schema";
import {
  approvedMail,
  gapsMail,
  type NeededItems,
  portalLinkMail,
  type Recipient,
  type SenderFacts,
} from "./mail.server";

/**
 * The e-mails the portal's events send (docs/product.md#subcontractors): each to one person, with
 * that person's own link (../links/links.server.ts), in the subcontractor's language; the office's own
 * notice in English.
 */

export type NoticeDeps = Pick<AppContext, "database" | "config" | "secrets" | "company">;

/** What the subcontractor's mails say of the company, and where replies go (the office's inbox). */
export function senderFor(deps: NoticeDeps, lang: Lang): SenderFacts {
  return {
    facts: deps.company.facts(),
    replyTo: deps.company.current().profile.leadInbox,
    lostLinkPage: `${siteOrigin(deps)}${pathIn(lang, "/team/subcontractors")}#lost-link`,
  };
}

/** A mail's recipient: the contact greeted by name, the broker without one. */
export function recipientOf(row: SubcontractorRow, to: string): Recipient {
  const contact = to.toLowerCase() === row.email.toLowerCase();
  return {
    to,
    company: row.company,
    lang: langOf(row),
    ...(contact ? { name: row.contactName } : {}),
  };
}

/** Each item as a mail lists it: its name, then what the office set for it. */
function neededLines(items: readonly ItemView[], lang: Lang): NeededItems {
  const { t } = serverTranslator(lang);
  return items.map(({ requirement }) => {
    const details = detailLines(requirement, t);
    const name = requirementTitle(requirement, t);
    return details.length > 0 ? `${name} (${details.join("; ")})` : name;
  });
}

const DAY_MS = 86_400_000;

/**
 * Mails `to` (the contact or the broker) their own link: the same one when it works, its
 * lifetime renewed; a new one otherwise (also after a revocation: they asked, or the office sends
 * it). Lists what is still needed and, while a request is open, by when.
 */
export async function mailPortalLink(
  tx: Transaction,
  deps: NoticeDeps,
  row: SubcontractorRow,
  to: string,
  forBroker = false,
) {
  const now = complianceNow();
  const lang = langOf(row);
  const sent = await linkFor(tx, deps, row, to, { afterRevoke: true, now });
  const due = row.requestedAt
    ? new Date(row.requestedAt.getTime() + REMINDER_EVERY_DAYS * DAY_MS)
    : null;
  const needed = neededLines(itemsToSend(await complianceOf(tx, row, now)), lang);
  await enqueueMail(
    tx,
    portalLinkMail(
      recipientOf(row, to),
      { link: sent, needed, dueBy: due && due > now ? due : null, forBroker },
      senderFor(deps, lang),
    ),
  );
}

/** One message to each of the subcontractor's people listing every rejected item. */
export async function mailGaps(tx: Transaction, deps: NoticeDeps, row: SubcontractorRow) {
  const compliance = await complianceOf(tx, row);
  const lang = langOf(row);
  const { t } = serverTranslator(lang);
  const gaps = compliance.items
    .filter((item) => item.state === "rejected")
    .map((item) => ({
      title: requirementTitle(item.requirement, t),
      reason: item.document?.reason ?? "",
    }));
  const mails = [];
  for (const to of recipientsOf(row)) {
    const sent = await linkFor(tx, deps, row, to);
    mails.push(gapsMail(recipientOf(row, to), gaps, sent, senderFor(deps, lang)));
  }
  await enqueueMails(tx, mails);
}

/** The contact hears that an item was approved. */
export async function mailApproved(
  tx: Transaction,
  deps: NoticeDeps,
  row: SubcontractorRow,
  item: ItemView["requirement"],
  expiresOn: string | null,
) {
  const lang = langOf(row);
  const sent = await linkFor(tx, deps, row, row.email);
  const name = requirementTitle(item, serverTranslator(lang).t);
  await enqueueMail(
    tx,
    approvedMail(
      recipientOf(row, row.email),
      { item: name, expiresOn },
      sent,
      senderFor(deps, lang),
    ),
  );
}

/** The office hears of each upload: who sent what for which item, and where to review it. */
export async function mailOfficeUpload(
  tx: Transaction,
  deps: NoticeDeps,
  row: SubcontractorRow,
  upload: { holder: string; item: string; file: string },
) {
  const { t } = serverTranslator("en");
  await enqueueMail(
    tx,
    composeMail({
      to: deps.company.current().profile.leadInbox,
      replyTo: upload.holder,
      subject: t("adminSubcontractors.uploadNotice.subject", {
        company: row.company,
        item: upload.item,
      }),
      heading: t("adminSubcontractors.uploadNotice.heading"),
      sections: [
        [
          paragraph(
            t("adminSubcontractors.uploadNotice.body", {
              holder: upload.holder,
              file: upload.file,
              item: upload.item,
              company: row.company,
            }),
          ),
        ],
        [
          link(
            `${siteOrigin(deps)}/admin/subcontractors/${row.id}`,
            t("adminSubcontractors.uploadNotice.review"),
          ),
        ],
        [companySignature(deps.company.facts(), "name")],
      ],
    }),
  );
}
