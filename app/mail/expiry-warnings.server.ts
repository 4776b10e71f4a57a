import { adminEmail } from "~/auth/admin-email.server";
import { credentialWarnings } from "~/company/company.schema";
import {
  companyToday,
  datedCredentials,
  dueForWarning,
  WARNING_DAYS,
} from "~/company/credentials/credentials";
import type { AppContext } from "~/context";
import type { DailyJob } from "~/jobs/daily-jobs.server";
import { companySignature, composeMail, link, list, paragraph } from "~/mail/layout.server";
import { enqueueMail } from "~/mail/outbox.server";

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

/** The warning as one of the daily jobs (app/jobs/daily-jobs.server.ts), checked with them. */
export function expiryWarningJob(deps: Deps): DailyJob {
  return {
    name: "credential expiry warning",
    run: async (now) => {
      const warned = await sendExpiryWarnings(deps, now);
      return warned.length > 0 ? { warned } : undefined;
    },
  };
}
