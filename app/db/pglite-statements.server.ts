import {
  type PGlite,
  type PGliteInterface,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

/**
 * PGlite's `query` parses, describes and plans its statement on every call, in six round trips
 * through its WebAssembly PostgreSQL: for the short statements a request runs, that is most of
 * their cost (docs/performance.md, "The contact post: prepared statements"). This client, which
 * Drizzle is given instead of PGlite itself, keeps a statement that comes again as a named
 * prepared statement (parsed once, its plan cached by PostgreSQL as a prepared statement's is)
 * and runs it with one round trip of bind, describe, execute and sync. Everything else
 * (transactions, a statement seen once, options it does not know) goes to PGlite unchanged.
 */
export class PreparedStatementsClient {
  readonly #client: PGlite;
  /** Statement text → its name and parameter types, once prepared. */
  readonly #prepared = new Map<string, Prepared>();
  /** Texts seen once: the second time, the statement is prepared. */
  #seen = new Set<string>();
  /** Texts PostgreSQL refused to prepare: always sent the ordinary way. */
  readonly #unpreparable = new Set<string>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const prepared = this.#prepared.get(text);
    if (prepared && plain(options)) return this.#runPrepared<T>(prepared, text, params, options);
    if (!this.#worthPreparing(text, options)) return this.#client.query<T>(text, params, options);
    return this.#prepareAndRun<T>(text, params, options);
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#client.transaction(callback);
  }

  /** How many statements are kept prepared (for tests). */
  get preparedCount(): number {
    return this.#prepared.size;
  }

  #worthPreparing(text: string, options: QueryOptions | undefined): boolean {
    if (!plain(options) || this.#unpreparable.has(text)) return false;
    if (this.#prepared.size >= MAX_PREPARED) return false;
    if (this.#seen.has(text)) return true;
    if (this.#seen.size >= MAX_SEEN) this.#seen = new Set();
    this.#seen.add(text);
    return false;
  }

  async #prepareAndRun<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const prepared = await this.#exclusive(async () => {
      const known = this.#prepared.get(text);
      if (known) return known;
      const name = `s${++lastStatement}`;
      try {
        const { messages } = await this.#client.execProtocol(
          concat([
            protocol.serialize.parse({ name, text }),
            protocol.serialize.describe({ type: "S", name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        const statement = { name, types: parse.parseDescribeStatementResults(messages) };
        this.#prepared.set(text, statement);
        this.#seen.delete(text);
        return statement;
      } catch {
        // A statement PostgreSQL cannot prepare (or one with an error) is sent the ordinary
        // way, which reports the error as PGlite reports it.
        this.#unpreparable.add(text);
        return undefined;
      }
    });
    if (!prepared) return this.#client.query<T>(text, params, options);
    return this.#runPrepared<T>(prepared, text, params, options);
  }

  async #runPrepared<T>(
    prepared: Prepared,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    try {
      return await this.#exclusive(async () => {
        const values = params.map((param, index) => {
          if (param === null || param === undefined) return null;
          const serialize = this.#client.serializers[prepared.types[index]!];
          return serialize ? serialize(param) : String(param);
        });
        const { messages } = await this.#client.execProtocol(
          concat([
            protocol.serialize.bind({ statement: prepared.name, values }),
            protocol.serialize.describe({ type: "P" }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await this.#client.syncToFs();
        // PGlite copies its whole table of parsers (hundreds of types) into a new object when a
        // query brings parsers of its own, as Drizzle's do on every query: the query's few
        // parsers are laid over the table instead.
        const parsers = options?.parsers
          ? Object.assign(Object.create(this.#client.parsers), options.parsers)
          : this.#client.parsers;
        return parse.parseResults(
          messages,
          parsers,
          options && { ...options, parsers: undefined },
        )[0] as Results<T>;
      });
    } catch (error) {
      if (!isDatabaseError(error)) throw error;
      if (error.code === STALE_PLAN) {
        // A table changed shape under the kept statement: forget it, run it anew.
        this.#prepared.delete(text);
        this.#unpreparable.add(text);
        return this.#client.query<T>(text, params, options);
      }
      // Reported as PGlite's own query reports it.
      throw Object.assign(error, { query: text, params, queryOptions: options });
    }
  }

  /** Runs like PGlite's `query`: after any transaction, one statement at a time. */
  async #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const client = this.#client as unknown as Exclusive;
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(work));
  }
}

interface Prepared {
  name: string;
  types: number[];
}

type Exclusive = Pick<
  PGliteInterface & {
    _checkReady(): Promise<void>;
    _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  },
  "_checkReady" | "_runExclusiveQuery" | "_runExclusiveTransaction"
>;

/** Statements kept prepared at most: the site runs far fewer shapes than this. */
const MAX_PREPARED = 500;
const MAX_SEEN = 2_000;
/** "cached plan must not change result type" and its kind. */
const STALE_PLAN = "0A000";
let lastStatement = 0;

/** Options this client runs as PGlite does: row mode and parsers only (what Drizzle passes). */
function plain(options: QueryOptions | undefined): boolean {
  return (
    !options ||
    (options.paramTypes === undefined &&
      options.blob === undefined &&
      options.serializers === undefined &&
      options.onNotice === undefined)
  );
}

function isDatabaseError(error: unknown): error is Error & { code?: string } {
  return error instanceof protocol.messages.DatabaseError;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
