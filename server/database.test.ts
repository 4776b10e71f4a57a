import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ServerConfig } from "./config";
import { otherServerHolding } from "./database";

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

function dataDirWithPid(pid: number): ServerConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pid-test-"));
  directories.push(dataDir);
  writeFileSync(path.join(dataDir, "server.pid"), String(pid));
  return { dataDir } as ServerConfig;
}

describe("otherServerHolding", () => {
  it("names a live server process that still holds the data directory after the wait", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
    try {
      expect(await otherServerHolding(dataDirWithPid(other.pid!), 300)).toBe(other.pid);
    } finally {
      other.kill();
    }
  });

  it("waits for a server that is stopping, and ignores a pid file left by one that died", async () => {
    const stopping = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
    setTimeout(() => stopping.kill(), 200);
    expect(await otherServerHolding(dataDirWithPid(stopping.pid!), 5_000)).toBeUndefined();
    expect(await otherServerHolding(dataDirWithPid(stopping.pid!), 5_000)).toBeUndefined();
  });

  it("is not held by the process itself or without a pid file", async () => {
    expect(await otherServerHolding(dataDirWithPid(process.pid), 300)).toBeUndefined();
    const empty = mkdtempSync(path.join(tmpdir(), "pid-test-"));
    directories.push(empty);
    expect(await otherServerHolding({ dataDir: empty } as ServerConfig, 300)).toBeUndefined();
  });
});
