import pino, { type Logger } from "pino";
import type { ServerConfig } from "./config";

export type { Logger };

/** JSON logs in production (for log shippers), readable lines in development. */
export function createLogger(config: Pick<ServerConfig, "env" | "isDevelopment">): Logger {
  return pino({
    level: config.env.LOG_LEVEL,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
    ...(config.isDevelopment
      ? { transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
      : {}),
  });
}
