import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { islandsBundle } from "./scripts/islands-plugin";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
/** Route modules render islands, whose files the islands plugin names (`virtual:islands-entry`). */
const plugins = [islandsBundle({ alias })];

/**
 * Three projects: "unit" (pure code, no database), "db" (integration tests on a real database:
 * PGlite cloned from a migrated template, or PostgreSQL when TEST_DATABASE_URL is set) and "app"
 * (HTTP requests to the whole application, `createApp` around the production build, in the test's
 * process, on a database of each file's own: whatever needs no browser, docs/decisions/0080).
 * A third, "system", only with SYSTEM_TESTS=1 (`npm run test:system`, run by CI): production
 * server processes on the local PostgreSQL, several at once, under faults.
 */
const systemProject = {
  resolve: { alias },
  test: {
    name: "system",
    include: ["tests/system/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/system/global-setup.ts"],
    // The files start servers on fixed ports and one restarts PostgreSQL: one file at a time.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
};
export default defineConfig({
  resolve: { alias },
  test: {
    // A worker per core, in a run and in watch mode. Vitest's defaults are one fewer than the
    // cores for a run and half of them in watch mode, which on the two-core machines is one: every
    // file of a project one after the other (docs/decisions/0100).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        resolve: { alias },
        plugins,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
          environment: "node",
          // The files of a worker share its modules (docs/decisions/0104): the one that mocks a
          // module (app/site/pages.test.ts) imports it afresh before and after itself.
          isolate: false,
          // The property tests and the image tests take 2 to 5 s on a shared machine (load 10 to
          // 20), over Vitest's 5 s default there (docs/decisions/0100). A hung test still fails.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: "db",
          include: [
            "app/**/*.db.test.ts",
            "server/**/*.db.test.ts",
            "tests/integration/**/*.test.ts",
          ],
          environment: "node",
          globalSetup: ["tests/support/database-global-setup.ts"],
          // The files of a worker share its modules: each file no longer imports the app anew
          // (docs/decisions/0104). A file that mocks a module imports it afresh before and after
          // itself (`vi.resetModules`, `vi.doMock`), and each file opens its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: "app",
          include: ["tests/app/**/*.test.ts"],
          environment: "node",
          globalSetup: [
            "tests/support/database-global-setup.ts",
            "tests/support/build-global-setup.ts",
          ],
          // The build is plain JavaScript: Node loads it, unlike the sources, without a transform.
          server: { deps: { external: [/[\\/]build[\\/]server[\\/]/] } },
          // The files of a worker share the build's modules, loaded once (docs/decisions/0104).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.SYSTEM_TESTS === "1" ? [systemProject] : []),
    ],
  },
});
