import type { DbOrTx } from "~/db/client.server";
import { hitLimits, type LimitRule } from "~/limits/rate-limit.server";

/**
 * Acknowledgements go to whatever address a visitor types (a lead form's "We received your
 * message", a job application's "We received your application"): a few a day per mailbox keep
 * the forms from being used to flood a stranger's mailbox, and a daily cap per domain bounds what
 * any number of made-up or collected addresses at one provider can get. Every form counts on the
 * same counters: a mailbox gets at most so many acknowledgements a day, whichever forms sent
 * them. The counters are in the database, so every server process shares them; what the form
 * stores and the company's notification are never limited.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const PER_MAILBOX: LimitRule = { name: "acknowledgement:recipient", max: 3, windowMs: DAY_MS };
const PER_DOMAIN: LimitRule = { name: "acknowledgement:domain", max: 50, windowMs: DAY_MS };

/** The most acknowledgements one mailbox gets in a day. */
export const ACKNOWLEDGEMENTS_PER_DAY = PER_MAILBOX.max;
/** The most acknowledgements all the addresses of one domain get in a day. */
export const ACKNOWLEDGEMENTS_PER_DOMAIN_PER_DAY = PER_DOMAIN.max;

/** Providers that deliver `a.b@` to `ab@`, under the domain they are counted as. */
const DOTS_IGNORED: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox an address reaches, as its limit counts it: lower case, without a `+tag`
 * (sub-addressing, which most providers deliver to the same mailbox), and without dots where
 * the provider ignores them. `victim+1@gmail.com` and `v.ictim@googlemail.com` are one mailbox.
 */
export function canonicalRecipient(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at < 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTS_IGNORED[domain];
  if (dotless) {
    local = local.replaceAll(".", "");
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** The counters an acknowledgement to this address counts against: its mailbox, its domain. */
function countersOf(address: string, perDomain: number) {
  const mailbox = canonicalRecipient(address);
  const domain = mailbox.slice(mailbox.lastIndexOf("@") + 1);
  return [
    { rule: PER_MAILBOX, subject: mailbox },
    { rule: { ...PER_DOMAIN, max: perDomain }, subject: domain },
  ];
}

/**
 * Counts one acknowledgement to this address; false once its mailbox's or domain's are used up.
 * `perDomain` is the deployment's cap (ACKNOWLEDGEMENTS_PER_DOMAIN), by default 50 a day.
 */
export async function mayAcknowledge(
  db: DbOrTx,
  address: string,
  now = new Date(),
  perDomain: number = PER_DOMAIN.max,
) {
  const states = await hitLimits(db, countersOf(address, perDomain), now);
  return states.every((state) => state.allowed);
}
