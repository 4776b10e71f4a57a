import type { DestinationStream } from "pino";

/**
 * pino's JSON lines as a person reads them in a terminal: the time, the level, the message, then
 * the other fields one per line (so a one-time link stands on a line of its own). Requests read
 * `GET /path 200 12 ms`. A line that is not JSON is passed on as it is.
 */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const {
    level,
    time,
    msg,
    pid: _pid,
    hostname: _hostname,
    req,
    res,
    responseTime,
    err,
    ...rest
  } = entry;
  const head = [
    clock(time),
    (LEVELS[Number(level)] ?? String(level)).padEnd(5),
    requestSummary(req, res, responseTime) ?? String(msg ?? ""),
  ].join(" ");
  const fields = Object.entries(rest).map(([name, value]) => `    ${name}: ${shown(value)}`);
  if (err && typeof err === "object") {
    const { stack, message } = err as { stack?: string; message?: string };
    fields.push(`    ${(stack ?? message ?? shown(err)).split("\n").join("\n    ")}`);
  }
  return `${[head, ...fields].join("\n")}\n`;
}

/** A destination for pino that writes readable lines to `out` (standard output by default). */
export function readableDestination(
  out: { write(text: string): unknown } = process.stdout,
): DestinationStream {
  return { write: (line: string) => void out.write(readableLine(line)) };
}

/**
 * JSON for log shippers and service managers (standard output is not a terminal), readable lines
 * in a terminal; LOG_FORMAT chooses either way.
 */
export function readableLogs(format: "json" | "readable" | undefined, isTerminal: boolean) {
  return format ? format === "readable" : isTerminal;
}

const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

function clock(time: unknown): string {
  const date = new Date(typeof time === "number" ? time : Date.now());
  return date.toTimeString().slice(0, 8);
}

function requestSummary(req: unknown, res: unknown, responseTime: unknown): string | undefined {
  if (!req || typeof req !== "object") return undefined;
  const { method, url } = req as { method?: string; url?: string };
  const status = (res as { statusCode?: number } | undefined)?.statusCode;
  const ms = typeof responseTime === "number" ? ` ${Math.round(responseTime)} ms` : "";
  return `${method ?? ""} ${url ?? ""}${status ? ` ${status}` : ""}${ms}`;
}

function shown(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
