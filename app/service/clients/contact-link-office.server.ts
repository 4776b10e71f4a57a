import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { type AuditActor, recordAudit } from "~/audit/audit.server";
import type { Database, DbOrTx } from "~/db/client.server";
import { enqueueMails } from "~/mail/outbox.server";
import { contactLinkMail } from "../client-view/client-mail.server";
import { serviceContacts } from "../service.schema";
import { contactLinkFor, revokeContactLink } from "./contact-links.server";

/**
 * The office's side of the contacts' links, on the client's page: send a contact their link (the
 * same while it works; a new one after a revocation), or revoke it. Each in the audit log.
 * Returns the contact's name, or null when they are not the client's.
 */
async function contactOf(db: DbOrTx, clientId: string, contactId: string) {
  const [contact] = await db
    .select()
    .from(serviceContacts)
    .where(and(eq(serviceContacts.id, contactId), eq(serviceContacts.clientId, clientId)));
  return contact;
}

export async function sendContactLink(
  context: Pick<AppLoadContext, "database" | "config" | "secrets" | "company">,
  actor: AuditActor,
  clientId: string,
  contactId: string,
): Promise<string | null> {
  return context.database.db.transaction(async (tx) => {
    const contact = await contactOf(tx, clientId, contactId);
    if (!contact) return null;
    const sent = await contactLinkFor(tx, context, contact, { afterRevoke: true });
    if (!sent) return null;
    await enqueueMails(tx, [contactLinkMail(context.company.facts(), contact, sent)]);
    await recordAudit(tx, actor, "service.contact.link.send", contact.id, {
      email: contact.email,
    });
    return contact.name;
  });
}

export async function revokeLinkOf(
  db: Database,
  actor: AuditActor,
  clientId: string,
  contactId: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const contact = await contactOf(tx, clientId, contactId);
    if (!contact) return null;
    await revokeContactLink(tx, contact.id);
    await recordAudit(tx, actor, "service.contact.link.revoke", contact.id, {
      email: contact.email,
    });
    return contact.name;
  });
}
