// Writes an empty embedded database, migrated, as a gzip tarball (PGlite's dumpDataDir): the
// build keeps it, and a first start on an empty data directory loads it instead of creating a
// database (initdb) and migrating it, which took most of that start (docs/decisions/0018).
// Usage: node scripts/database-template.mjs <file>
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const file = process.argv[2];
if (!file) throw new Error("usage: node scripts/database-template.mjs <file>");

const client = await PGlite.create("memory://");
await migrate(drizzle(client), { migrationsFolder: path.join(root, "app/db/migrations") });
const dump = await client.dumpDataDir("gzip");
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
await client.close();
