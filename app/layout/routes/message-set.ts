import { messageSetOfPath } from "../root-messages.server";
import type { Route } from "./+types/message-set";

/**
 * A page's messages beside its document (app/i18n/message-sets.ts, docs/decisions/0119): the
 * current address's content never changes, and is kept a year; an older build's address gets
 * today's texts, checked again each time.
 */
export function loader({ request }: Route.LoaderArgs) {
  const found = messageSetOfPath(new URL(request.url).pathname);
  if (!found) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(found.set.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": found.current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
