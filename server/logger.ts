import pino, { type DestinationStream, type Logger } from "pino";
import type { ServerConfig } from "./config";
import { readableDestination, readableLogs } from "./readable-log";

export type { Logger };

/**
 * JSON lines when standard output is not a terminal (a service manager, a log shipper), readable
 * lines in a terminal (`readable-log.ts`); LOG_FORMAT chooses. Any `url` or `path` a log call
 * carries goes through `redactUrl`, so no call site can leak a token by forgetting.
 */
export function createLogger(
  config: Pick<ServerConfig, "env">,
  destination?: DestinationStream,
  isTerminal = process.stdout.isTTY === true,
): Logger {
  const options = {
    level: config.env.LOG_LEVEL,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
    serializers: { url: redactLoggedUrl, path: redactLoggedUrl },
  };
  const readable = readableLogs(config.env.LOG_FORMAT, isTerminal);
  if (destination) return pino(options, readable ? readableDestination(destination) : destination);
  return readable ? pino(options, readableDestination()) : pino(options);
}

/** What a request log line says of the request and the response: no headers, no secrets. */
export const requestLogSerializers = {
  req: (req: { id: unknown; method: string; url: string }) => ({
    id: req.id,
    method: req.method,
    url: redactUrl(req.url),
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};

/** The webhook's path segment after its name, however the path is cased or percent-encoded. */
const WEBHOOK_TOKEN = /^(.*?\/api\/+webhooks\/+[^/]+\/+)[^?#]*/i;
const QUERY_PARAMETER = /([?&])([^=&#]*)=([^&#]*)/g;

/**
 * The one redaction of every URL or path written to the logs: the webhook's secret token
 * travels in its path, and one-time links (set-up, invitation, reset) carry `?token=`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const pathPart = queryAt < 0 ? url : url.slice(0, queryAt);
  const rest = queryAt < 0 ? "" : url.slice(queryAt);
  const webhook = WEBHOOK_TOKEN.exec(decodedForMatching(pathPart));
  const safePath = webhook ? `${webhook[1]}[redacted]` : pathPart;
  return `${safePath}${redactTokenParameters(rest)}`;
}

/** `?token=` however its name is cased or encoded (URLSearchParams decodes `%74oken` too). */
function redactTokenParameters(query: string): string {
  return query.replace(QUERY_PARAMETER, (whole, separator: string, name: string) =>
    decodedForMatching(name).toLowerCase() === "token" ? `${separator}${name}=[redacted]` : whole,
  );
}

function redactLoggedUrl(value: unknown): unknown {
  return typeof value === "string" ? redactUrl(value) : value;
}

/** Percent-decodes a path so that `/%61pi/webhooks/...` is recognised too. */
function decodedForMatching(pathPart: string): string {
  try {
    return decodeURIComponent(pathPart);
  } catch {
    return pathPart.replace(/%2f/gi, "/");
  }
}
