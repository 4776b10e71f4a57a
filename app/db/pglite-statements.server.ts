import {
  type PGlite,
  type Transaction as PgliteTransaction,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";

const { serialize } = protocol;

/** What the application calls on the embedded database: `query`, and `transaction` outside one. */
export interface PreparedClient {
  query: PGlite["query"];
  transaction<R>(callback: (tx: Pick<PgliteTransaction, "query">) => Promise<R>): Promise<R>;
  /** Runs `work` on the PGlite client itself (the migrations, closing it) with nothing else. */
  alone<R>(work: () => Promise<R>): Promise<R>;
}

/**
 * How many statements a client keeps prepared. The application's statements are a few hundred
 * shapes at most; beyond this the least recently used is closed, so that statements whose text
 * varies (a list of ids of any length) cannot grow the database's memory without end.
 */
const KEPT_STATEMENTS = 200;

/** Statements made in this process: names unique even when two wrappers share a client. */
let made = 0;

interface PreparedStatement {
  name: string;
  /** The parameters' types, as the database inferred them: how each value is written. */
  parameterTypes: number[];
}

/**
 * The embedded database with each statement prepared once under a name and run from then on by
 * name: PostgreSQL parses it once, not on every call as PGlite's `query` does with an unnamed
 * statement (docs/decisions/0121). The same messages PGlite's own `query` sends (Parse,
 * Describe, Bind, Execute, Sync), through its public protocol interface (`execProtocol`).
 *
 * One statement or transaction at a time, in the order they come, by a lock of its own: the
 * client's conversation with the database is one, and a statement let in between another's
 * messages, or into another's transaction, would read or write in the wrong place. Everything
 * the application sends to the embedded database therefore goes through this client, the health
 * check included; the migrations run before it is used.
 *
 * Values are read with the client's own parsers (`PGLITE_OPTIONS`), never with the ones Drizzle
 * passes along with each statement: PGlite would copy its whole table of parsers into a new
 * object for each (docs/decisions/0097).
 */
export function withPreparedStatements(client: PGlite, kept = KEPT_STATEMENTS): PreparedClient {
  const statements = new Map<string, PreparedStatement>();
  let last: Promise<unknown> = Promise.resolve();

  /** Runs `work` after everything sent before it has ended, whether it succeeded or failed. */
  function inTurn<R>(work: () => Promise<R>): Promise<R> {
    const turn = last.then(work, work);
    last = turn.catch(() => undefined);
    return turn;
  }

  async function send(messages: Uint8Array[], syncToFs: boolean) {
    if (client.closed) throw new Error("PGlite is closed");
    return (await client.execProtocol(joined(messages), { syncToFs })).messages;
  }

  /** The statement's prepared form, preparing it (and closing the least used) when new. */
  async function prepared(text: string): Promise<PreparedStatement> {
    const known = statements.get(text);
    if (known) {
      // A Map keeps insertion order: moved to the end, the first entry is the least used.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `s${++made}`;
    const messages: Uint8Array[] = [];
    const oldest = statements.size >= kept ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      messages.push(serialize.close({ type: "S", name: oldest[1].name }));
    }
    messages.push(serialize.parse({ name, text }), serialize.describe({ type: "S", name }));
    // Preparing writes nothing: no file to sync.
    const answer = await send([...messages, serialize.sync()], false);
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(answer) };
    statements.set(text, statement);
    return statement;
  }

  async function run<R>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    syncToFs: boolean,
  ): Promise<Results<R>> {
    try {
      const { name, parameterTypes } = await prepared(text);
      const values = params.map((value, index) => written(client, value, parameterTypes[index]));
      const answer = await send(
        [
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ],
        syncToFs,
      );
      const rowMode = options?.rowMode;
      return parse.parseResults(answer, client.parsers, { rowMode })[0] as Results<R>;
    } catch (error) {
      // As PGlite's own `query` does: the statement beside the database's error.
      if (error instanceof Error && "code" in error) Object.assign(error, { query: text, params });
      throw error;
    }
  }

  /** A statement without parameters, sent as is (BEGIN, COMMIT, ROLLBACK). */
  async function command(text: string, syncToFs: boolean): Promise<string | undefined> {
    return parse.parseResults(await send([serialize.query(text)], syncToFs), client.parsers)[0]
      ?.command;
  }

  /** PGlite's `transaction`, in turn with every other statement. */
  async function transaction<R>(
    callback: (tx: Pick<PgliteTransaction, "query">) => Promise<R>,
  ): Promise<R> {
    await command("BEGIN", false);
    let open = true;
    const tx = {
      query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (!open) throw new Error("Transaction is closed");
        return run<T>(text, params, options, false);
      },
    };
    try {
      const result = await callback(tx);
      open = false;
      // A transaction in which a statement failed ends in ROLLBACK, whatever COMMIT asked.
      if ((await command("COMMIT", true)) === "ROLLBACK") {
        throw Object.assign(new Error("Transaction was rolled back instead of committed"), {
          code: "25P02",
        });
      }
      return result;
    } catch (error) {
      if (open) {
        open = false;
        await command("ROLLBACK", true);
      }
      throw error;
    }
  }

  return {
    query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
      inTurn(() => run<R>(text, params, options, true)),
    transaction: (callback) => inTurn(() => transaction(callback)),
    alone: inTurn,
  };
}

/** A parameter's value as the database reads it: PGlite's own rule for `query`. */
function written(client: PGlite, value: unknown, type: number | undefined): string | null {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : client.serializers[type];
  return serializer ? serializer(value) : String(value);
}

/** Protocol messages sent as one: the database answers them in one call. */
function joined(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}
