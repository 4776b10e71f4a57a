import { type AppLoadContext, data } from "react-router";
import { serverTranslator } from "~/i18n/catalogue.server";
import { labelOf } from "~/i18n/translator";
import { jobsNow } from "~/jobs/clock.server";
import { localeFormat } from "~/site/locale-format";
import { clientRates, rateText } from "../clocks/clocks.server";
import { LINK_STATE_KEYS } from "../desk/office-labels";
import { clientDetails } from "./clients.server";
import { contactLinkStates } from "./contact-links.server";

/** The office's texts, in English (docs/decisions/0096). */
const { t } = serverTranslator("en");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client, its sites and its contacts; a 404 when the id names none. */
export async function clientOrNotFound(context: AppLoadContext, clientId: string) {
  const found = UUID.test(clientId) ? await clientDetails(context.database.db, clientId) : null;
  if (!found) throw data(t("adminClients.notFound"), { status: 404 });
  return found;
}

/**
 * One client's page: its terms and priorities, its on-time rates, its sites and its contacts with
 * their links' states (docs/service-desk.md#clients); `created` when the new client's form sent
 * the office here (Post/Redirect/Get).
 */
export async function clientPage(context: AppLoadContext, clientId: string, created: boolean) {
  const { client, sites, contacts } = await clientOrNotFound(context, clientId);
  const rates = await clientRates(context.database.db, client.id, jobsNow());
  const links = await contactLinkStates(
    context.database.db,
    contacts.map((contact) => contact.id),
  );
  return {
    created: created
      ? { ok: true, message: t("adminClients.create.created", { name: client.name }) }
      : null,
    client: {
      id: client.id,
      name: client.name,
      poRequired: client.poRequired,
      defaultNte: client.defaultNteCents === null ? "" : String(client.defaultNteCents / 100),
      priorities: client.priorities,
    },
    rates: rates.map((rate) => ({
      days: rate.days,
      response: rateText(rate.response),
      completion: rateText(rate.completion),
    })),
    sites: sites.map((site) => ({
      id: site.id,
      siteNumber: site.siteNumber,
      name: site.name,
      address: site.address,
      timeZone: site.timeZone,
    })),
    contacts: contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      language: contact.language,
      sites: contact.allSites ? "" : contact.siteNumbers.join(", "),
      link: linkText(links.get(contact.id), context.company.facts().timeZone),
      linkWorks: links.get(contact.id)?.state === "active",
    })),
  };
}

export type ClientPage = Awaited<ReturnType<typeof clientPage>>;
export type ClientTerms = ClientPage["client"];
export type SiteRow = ClientPage["sites"][number];
export type ContactRow = ClientPage["contacts"][number];

/** A contact's link as the office reads it: its state, and when it was last opened (company zone). */
function linkText(
  link: { state: string; lastUsedAt: Date | null } | undefined,
  zone: string,
): string {
  const state = labelOf(t, LINK_STATE_KEYS, link?.state ?? "none");
  if (!link?.lastUsedAt) return state;
  return `${state}, ${t("adminClients.contacts.lastUsed", { when: localeFormat("en").dateTime(link.lastUsedAt, zone) })}`;
}
