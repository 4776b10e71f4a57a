// One end-to-end server (playwright.config.ts starts several, tests/support/e2e-servers.ts): the
// production build on a fresh embedded database of its own in E2E_DATA_DIR,
// sending its mail to a local SMTP server that files each message as JSON for the tests to read,
// syncing onboarding forms from a fake form service that the tests add submissions to, and
// running the daily lead jobs on a clock the tests can move forward.
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? ".e2e-data");
const mailDir = path.join(dataDir, "mail");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received += 1;
        const record = {
          to: mail.to?.text,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo?.text,
          // What each attachment is, not its bytes.
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            size: file.size,
          })),
        };
        // Written beside, then renamed: a test reading the folder meanwhile never sees half a file.
        const file = path.join(mailDir, `${String(received).padStart(4, "0")}.json`);
        writeFileSync(`${file}.part`, JSON.stringify(record));
        renameSync(`${file}.part`, file);
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

// The first-run admin setup link is only logged: keep a copy where the tests can read it.
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  const link = /"setupLink":"([^"]+)"/.exec(String(chunk))?.[1];
  if (link) writeFileSync(path.join(dataDir, "setup-link.txt"), link);
  return write(chunk, ...rest);
};

process.env.DATA_DIR = dataDir;
// Each e2e server on a loopback address of its own (127.0.0.N), so browsers keep its cookies apart.
process.env.HOST ??= "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
// JSON lines even from a terminal: the setup link is read from them (above).
process.env.LOG_FORMAT ??= "json";
process.env.PUBLIC_URL ??= `http://${process.env.HOST}:${process.env.PORT ?? 3100}`;
process.env.SMTP_URL ??= `smtp://127.0.0.1:${smtpPort}`;
process.env.ADMIN_EMAIL ??= "admin@example.com";
// Many specs send forms from this one address; the limit itself is tested on the database.
process.env.FORM_RATE_LIMIT ??= "1000";
// Every spec's visitor writes from example.com: more than a day's cap for one domain.
process.env.ACKNOWLEDGEMENTS_PER_DOMAIN ??= "100000";
process.env.TRACKER_RATE_LIMIT ??= "1000";
// Every spec sends from this one address, wrong webhook tokens included; the limit itself is
// tested on the database.
process.env.WEBHOOK_TOKEN_FAILURE_LIMIT ??= "100000";
// Every spec signs in from this one address, some with wrong passwords; the limit itself is tested
// on the database.
process.env.SIGN_IN_FAILURE_LIMIT ??= "1000";
// Every spec's new people set their passwords from this one address (the journey alone invites
// two technicians); the limit itself is its default in every other test.
process.env.SET_PASSWORD_LIMIT ??= "1000";

// The daily lead jobs' clock (server/harness.ts): the real time moved forward by what the
// lead-pipeline spec asks through this small control server, so that the spec reaches the next
// company day's 7:00 run while it waits. It only moves forward (each day is run once: the jobs
// keep their claim per day); the jobs are checked every few seconds instead of every five minutes.
let leadJobsOffsetMs = 0;
const leadJobsNow = () => new Date(Date.now() + leadJobsOffsetMs);
/** The jobs loop's "check now", given by the server when it starts its loop. */
let checkJobsNow = () => {};
// The ServiceChannel outbox sends on these checks and the specs wait up to 5 s for it; a spec
// that moves the clock gets a check at once. Checked every 2 s, an idle server's checks cost about
// 2.6 % of a core for the whole run: the servers whose specs wait for no check are checked every
// 30 s (docs/decisions/0118).
globalThis[Symbol.for("contractor-site.server-harness")] = {
  dailyJobs: {
    clock: leadJobsNow,
    // Every 2 s unless the launcher says otherwise (tests/support/e2e-servers.ts: jobsCheckMs).
    checkEveryMs: Number(process.env.E2E_JOBS_CHECK_MS ?? 2_000),
    onCheckNow: (checkNow) => {
      checkJobsNow = checkNow;
    },
  },
};
const clockPort = Number(process.env.E2E_CLOCK_PORT ?? Number(process.env.PORT ?? 3100) + 4000);
const clockControl = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname !== "/lead-jobs/clock") {
    response.writeHead(404).end();
    return;
  }
  if (request.method === "POST") {
    const at = Date.parse(url.searchParams.get("at") ?? "");
    if (Number.isNaN(at) || at < leadJobsNow().getTime()) {
      response.writeHead(400).end("at: an instant later than the jobs' clock");
      return;
    }
    leadJobsOffsetMs = at - Date.now();
    checkJobsNow();
  }
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(JSON.stringify({ now: leadJobsNow().toISOString() }));
});
await new Promise((resolve) => clockControl.listen(clockPort, "127.0.0.1", resolve));

// The form service (a fake Jotform) starts before the app, so the start-up sync finds it; it sets
// the JOTFORM_* settings, webhook secret included, unless they are set already.
const { tsImport } = await import("tsx/esm/api");
const { startE2eFormService } = await tsImport(
  "../tests/support/e2e-form-service.ts",
  import.meta.url,
);
await startE2eFormService(process.env);
// ServiceChannel's fake, before the app: the connection is on against it.
const { startE2eServiceChannel } = await tsImport(
  "../tests/support/e2e-servicechannel.ts",
  import.meta.url,
);
await startE2eServiceChannel(process.env);
await import("./start.mjs");
