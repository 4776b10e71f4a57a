import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  recipients: string[];
  parsed: ParsedMail;
}

const USER = "mailer";
const PASSWORD = "smtp-test-password";

/**
 * A real SMTP server on 127.0.0.1 for tests: it asks for the credentials of `url`, parses every
 * message it accepts, and can be stopped, restarted on the same port, or told to refuse mail.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** While true, every message is refused with a temporary error (451). */
  refusing = false;
  /** How long the server takes to accept a message's data (a slow server). */
  answerDelayMs = 0;
  private server: SMTPServer | undefined;

  /** `port` 0 (the default) picks a free port; a restart keeps the port it got. */
  constructor(private port = 0) {}

  get url(): string {
    return `smtp://${USER}:${PASSWORD}@127.0.0.1:${this.port}`;
  }

  /** Listens (again, on the same port after a stop); does nothing while already listening. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = this.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves when `count` messages have arrived, or rejects after the timeout. */
  async waitForMessages(count: number, timeoutMs = 5_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} messages, received ${this.received.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.received;
  }

  private createServer(): SMTPServer {
    return new SMTPServer({
      logger: false,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        if (auth.username === USER && auth.password === PASSWORD) {
          callback(null, { user: USER });
        } else {
          callback(new Error("Invalid username or password"));
        }
      },
      onMailFrom: (_address, _session, callback) => {
        if (!this.refusing) return callback();
        const error = Object.assign(new Error("Mail service temporarily unavailable"), {
          responseCode: 451,
        });
        callback(error);
      },
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          async (parsed) => {
            if (this.answerDelayMs) await new Promise((r) => setTimeout(r, this.answerDelayMs));
            const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            this.received.push({ recipients, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  }
}
