import { data } from "react-router";
import { readLimitedBytes } from "~/http/json-body.server";
import { applyEventsSoon } from "../servicechannel/jobs.server";
import { SC_EVENT_MAX_BYTES } from "../servicechannel/limits";
import { serviceChannelSettings } from "../servicechannel/settings.server";
import {
  countRefusedSignature,
  enqueueEvent,
  eventEnvelopeSchema,
  signatureMatches,
} from "../servicechannel/webhook.server";
import type { Route } from "./+types/servicechannel-events";

/**
 * POST /api/servicechannel/events: ServiceChannel's webhook. The body is read within its bound,
 * its signature checked before it is parsed (401 and counted when missing or wrong, nothing
 * stored), then the event is stored once, answered at once and applied right after (the jobs
 * loop applies what that misses).
 * A machine reads the answers: English, JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  const settings = serviceChannelSettings(context.config.env);
  if (!settings.enabled) {
    return data({ error: "The ServiceChannel connection is not configured." }, { status: 503 });
  }
  const body = await readLimitedBytes(request, SC_EVENT_MAX_BYTES);
  if (!body) {
    return data(
      { error: `The event is too large: at most ${SC_EVENT_MAX_BYTES / 1024} KB.` },
      { status: 413 },
    );
  }
  const signed = signatureMatches(
    body,
    request.headers.get("sign-type"),
    request.headers.get("sign-data"),
    settings.signingKey,
  );
  const now = new Date();
  if (!signed) {
    await countRefusedSignature(context.database.db, now);
    return data({ error: "The Sign-Data signature is missing or wrong." }, { status: 401 });
  }
  const parsed = eventEnvelopeSchema.safeParse(parseJson(body));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return data(
      { error: `The event is not understood: ${issue?.message ?? "send { Object, EventType }"}.` },
      { status: 400 },
    );
  }
  const stored = await enqueueEvent(context.database.db, parsed.data, "webhook", now);
  // Applied now, not awaited: the answer stays within ServiceChannel's five seconds.
  if (stored) void applyEventsSoon(context);
  return data({ ok: true, stored }, { status: stored ? 202 : 200 });
}

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
