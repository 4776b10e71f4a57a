import { count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  servicechannelEvents,
  servicechannelOutbox,
  servicechannelState,
} from "./servicechannel.schema";
import { serviceChannelSettings } from "./settings.server";
import { STATE_KEY } from "./webhook.server";

/**
 * What the desk shows of the connection (docs/service-desk.md#servicechannel): off, or on with
 * what waits and what failed, the poll's mark and last error, and the webhook posts refused for
 * their signature. No secret is in it.
 */
type ConnectionSummary =
  | { enabled: false }
  | {
      enabled: true;
      apiBase: string;
      providerId: string;
      events: { pending: number; failed: number };
      outbox: { pending: number; failed: number };
      polledThrough: Date | null;
      lastPollError: string | null;
      refusedSignatures: number;
      lastRefusedAt: Date | null;
    };

type SummaryEnv = Parameters<typeof serviceChannelSettings>[0];

export async function connectionSummary(db: Database, env: SummaryEnv): Promise<ConnectionSummary> {
  const settings = serviceChannelSettings(env);
  if (!settings.enabled) return { enabled: false };
  const [events, outbox, [state]] = await Promise.all([
    db
      .select({ status: servicechannelEvents.status, total: count() })
      .from(servicechannelEvents)
      .groupBy(servicechannelEvents.status),
    db
      .select({ status: servicechannelOutbox.status, total: count() })
      .from(servicechannelOutbox)
      .groupBy(servicechannelOutbox.status),
    db.select().from(servicechannelState).where(eq(servicechannelState.key, STATE_KEY)),
  ]);
  const tally = (rows: { status: string; total: number }[], ...statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.total, 0);
  return {
    enabled: true,
    apiBase: settings.apiBase,
    providerId: settings.providerId,
    events: { pending: tally(events, "pending"), failed: tally(events, "failed") },
    outbox: { pending: tally(outbox, "pending", "sending"), failed: tally(outbox, "failed") },
    polledThrough: state?.polledThrough ?? null,
    lastPollError: state?.lastPollError ?? null,
    refusedSignatures: state?.refusedSignatures ?? 0,
    lastRefusedAt: state?.lastRefusedAt ?? null,
  };
}
