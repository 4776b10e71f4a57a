import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type FakeJotform,
  type FakeSubmission,
  fakeSubmission,
  jotformTime,
  startFakeJotform,
} from "../support/fake-jotform";

/**
 * The form service as the servers under test see it: the fake Jotform API behind a front that
 * the test switches between answering normally (after an optional delay), answering errors,
 * answering too slowly to ever be heard, and dropping every connection. The front counts the
 * requests in flight per path, which shows whether two processes sync at the same time.
 */
export type FormServiceMode = "normal" | "errors" | "slow" | "unreachable";

export interface FormServiceFront {
  url: string;
  apiKey: string;
  fake: FakeJotform;
  mode: FormServiceMode;
  /** Switches the mode; requests held by "slow" are dropped when it ends. */
  setMode(mode: FormServiceMode): void;
  /** Added before every normal answer. */
  delayMs: number;
  /** Requests per path so far. */
  requestCounts: Map<string, number>;
  /** Requests being answered right now. */
  inFlight(): number;
  /** The most requests for one path that were ever in flight at once. */
  maxInFlightPerPath(): number;
  close(): Promise<void>;
}

/** Twenty form ids, in catalogue order. */
export const FORM_IDS = Array.from({ length: 20 }, (_, index) => `24110000000${100 + index}`);

/** A hire who has sent `count` of the 20 forms. */
export function hireSubmissions(first: string, last: string, count: number): FakeSubmission[] {
  return FORM_IDS.slice(0, count).map((formId) =>
    fakeSubmission({ formId, first, last, createdAt: jotformTime(new Date()) }),
  );
}

export async function startFormService(
  submissions: FakeSubmission[] = [],
): Promise<FormServiceFront> {
  const fake = await startFakeJotform();
  for (const formId of FORM_IDS) fake.setSubmissions(formId, []);
  for (const submission of submissions) fake.addSubmission(submission);

  const requestCounts = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const held = new Set<ServerResponse>();
  let maxPerPath = 0;

  const front: FormServiceFront = {
    url: "",
    apiKey: fake.apiKey,
    fake,
    mode: "normal",
    setMode: (mode) => {
      if (mode !== "slow") for (const res of held) res.destroy();
      front.mode = mode;
    },
    delayMs: 0,
    requestCounts,
    inFlight: () => [...inFlight.values()].reduce((sum, count) => sum + count, 0),
    maxInFlightPerPath: () => maxPerPath,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fake.close();
    },
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://front").pathname;
    requestCounts.set(path, (requestCounts.get(path) ?? 0) + 1);
    const now = (inFlight.get(path) ?? 0) + 1;
    inFlight.set(path, now);
    maxPerPath = Math.max(maxPerPath, now);
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight.set(path, (inFlight.get(path) ?? 1) - 1);
      held.delete(res);
    };
    res.once("close", done);
    res.once("finish", done);

    switch (front.mode) {
      case "unreachable":
        req.socket.destroy();
        return;
      case "slow":
        // Never answers: the client's own timeout is what ends the wait.
        held.add(res);
        return;
      case "errors":
        res.writeHead(503, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ responseCode: 503, message: "Service Unavailable", content: "" }));
        return;
      case "normal":
        setTimeout(() => {
          forward(fake.url, req.url ?? "/", req.headers.apikey, res).catch(() => res.destroy());
        }, front.delayMs);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  front.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return front;
}

async function forward(
  target: string,
  pathAndQuery: string,
  apiKey: string | string[] | undefined,
  res: ServerResponse,
) {
  const headers: Record<string, string> = {};
  if (typeof apiKey === "string") headers.APIKEY = apiKey;
  const answer = await fetch(`${target}${pathAndQuery}`, { headers });
  const body = await answer.text();
  res.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(body);
}

/** The settings that point a server at the front. */
export function formServiceEnv(front: FormServiceFront): Record<string, string> {
  return {
    JOTFORM_API_KEY: front.apiKey,
    JOTFORM_API_BASE: front.url,
    JOTFORM_FORM_IDS: FORM_IDS.join(","),
  };
}
