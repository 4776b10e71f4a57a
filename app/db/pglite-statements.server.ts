import {
  type PGlite,
  type Transaction as PgliteTransaction,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";

const { serialize } = protocol;

/** What Drizzle's PGlite driver calls on a client: `query`, and `transaction` outside one. */
export type PreparedClient = Pick<PGlite, "query" | "transaction">;

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
 * The client as Drizzle sees it, with each statement prepared once under a name and run from
 * then on by name: PostgreSQL parses and plans it once, not on every call, which PGlite's
 * `query` does with an unnamed statement (docs/decisions/0121). The same messages PGlite's own
 * `query` sends (Parse, Describe, Bind, Execute, Sync), through its public protocol interface,
 * and inside the same locks, so they never interleave with its other work (a transaction, a
 * ping, the migrations).
 *
 * Values are read with the client's own parsers (`PGLITE_OPTIONS`), never with the ones Drizzle
 * passes along with each statement: PGlite would copy its whole table of parsers into a new
 * object for each (docs/decisions/0097).
 */
export function withPreparedStatements(client: PGlite, kept = KEPT_STATEMENTS): PreparedClient {
  const statements = new Map<string, PreparedStatement>();

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
    messages.push(serialize.sync());
    // Preparing writes nothing: no file to sync.
    const result = await client.execProtocol(joined(messages), { syncToFs: false });
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(result.messages),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<R>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    syncToFs: boolean,
  ): Promise<Results<R>> {
    if (client.closed) throw new Error("PGlite is closed");
    try {
      const { name, parameterTypes } = await prepared(text);
      const values = params.map((value, index) => written(client, value, parameterTypes[index]));
      const result = await client.execProtocol(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs },
      );
      const rowMode = options?.rowMode;
      return parse.parseResults(result.messages, client.parsers, { rowMode })[0] as Results<R>;
    } catch (error) {
      // As PGlite's own `query` does: the statement beside the database's error.
      if (error instanceof Error && "code" in error) Object.assign(error, { query: text, params });
      throw error;
    }
  }

  const inTransaction = (tx: PgliteTransaction): PgliteTransaction => ({
    sql: tx.sql,
    exec: tx.exec,
    rollback: tx.rollback,
    listen: tx.listen,
    get closed() {
      return tx.closed;
    },
    // The transaction's lock is held: only the statements' lock is taken, as PGlite's does.
    query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (tx.closed) throw new Error("Transaction is closed");
      return client._runExclusiveQuery(() => run<R>(text, params, options, false));
    },
  });

  return {
    query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<R>(text, params, options, true)),
      ),
    transaction: <R>(callback: (tx: PgliteTransaction) => Promise<R>) =>
      client.transaction((tx) => callback(inTransaction(tx))),
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
