import { adminEmail } from "~/auth/accounts.server";
import type { AppContext } from "~/context";
import { companySignature, composeMail, link, list, paragraph } from "~/mail/layout.server";
import { enqueueMail } from "~/mail/outbox.server";
import { credentialWarnings } from "./company.schema";
import { companyToday, datedCredentials, dueForWarning, WARNING_DAYS } from "./credentials";

type Deps = Pick<AppContext, "database" | "config" | "company">;

/**
 * The 30-day expiry warning (docs/product.md#credentials): every license, registration,
 * certification or policy expiring within 30 days in the company's time zone, not warned of yet,
 * goes into one e-mail to the admin. Each item is claimed by inserting its key (kind, id, date)
 * in the same transaction that queues the mail, so however many instances check, each item is
 * warned of once; a new expiry date is a new key. Gives back the items warned of.
 */
export async function sendExpiryWarnings(deps: Deps, now = new Date()): Promise<string[]> {
  const { profile } = deps.company.current();
  const today = companyToday(profile, now);
  const due = dueForWarning(datedCredentials(profile), today);
  if (due.length === 0) return [];
  return deps.database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(credentialWarnings)
      .values(due.map((item) => ({ key: item.key, expires: item.expires })))
      .onConflictDoNothing()
      .returning({ key: credentialWarnings.key });
    const keys = new Set(claimed.map((row) => row.key));
    const items = due.filter((item) => keys.has(item.key));
    if (items.length === 0) return [];
    await enqueueMail(
      tx,
      composeMail({
        to: adminEmail(deps.config),
        subject:
          `Expiring within ${WARNING_DAYS} days: ${items.map((item) => item.label).join(", ")}`.slice(
            0,
            200,
          ),
        heading: "Credentials about to expire",
        sections: [
          [
            paragraph(
              `These expire within ${WARNING_DAYS} days. Renew them and enter the new dates in the company profile; an expired item disappears from the public credentials page.`,
            ),
            list(items.map((item) => `${item.label}: expires ${item.expires}`)),
          ],
          [link(`${deps.config.publicUrl}/admin/company`, "Open the company profile")],
          [companySignature(deps.company.facts(), "name")],
        ],
      }),
    );
    return items.map((item) => item.label);
  });
}

interface Log {
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

/** The clock and interval of the check, as the daily lead jobs take them (server/harness.ts). */
export interface WarningTiming {
  clock?: () => Date;
  checkEveryMs?: number;
}

const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Checks at start and every hour; gives back the stop function. */
export function startExpiryWarnings(deps: Deps & { log: Log } & WarningTiming) {
  const clock = deps.clock ?? (() => new Date());
  const every = deps.checkEveryMs ?? CHECK_EVERY_MS;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = sendExpiryWarnings(deps, clock())
      .then((warned) => {
        if (warned.length > 0) deps.log.info({ warned }, "credential expiry warning queued");
      })
      .catch((error) =>
        deps.log.error(
          { err: error },
          "credential expiry warning failed; trying again at the next check",
        ),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, Math.min(10_000, every));
  const timer = setInterval(run, every);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
