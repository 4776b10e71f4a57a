import { execFileSync, type StdioOptions } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runBuildSteps } from "./ensure-build.mjs";

/** A build tool that prints as much as the real build does (its asset table, its warnings). */
function noisyTool(stdio: StdioOptions, lines = 230, fail = false) {
  const script = `for (let i = 1; i <= ${lines}; i++) console.log("asset line " + i);${
    fail ? ' console.error("error: the build broke here"); process.exit(1);' : ""
  }`;
  execFileSync(process.execPath, ["-e", script], { stdio });
}

let folder = "";
afterEach(() => {
  vi.restoreAllMocks();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function paths() {
  folder = mkdtempSync(path.join(os.tmpdir(), "build-output-"));
  return { logFile: path.join(folder, "build.log"), failedLog: path.join(folder, "failed.log") };
}

describe("what a start prints of the build", () => {
  it("keeps the build tools' output in the log, not on the terminal", () => {
    const files = paths();
    const given: unknown[] = [];
    const timings = runBuildSteps(
      [
        {
          name: "vite",
          run: (stdio: StdioOptions) => {
            given.push(stdio);
            noisyTool(stdio);
          },
        },
      ],
      { verbose: false, ...files },
    );
    expect(Object.keys(timings)).toEqual(["vite"]);
    // Standard output and error go to the log file, never to the terminal.
    expect(given).toEqual([["ignore", expect.any(Number), expect.any(Number)]]);
    const log = readFileSync(files.logFile, "utf8").trimEnd().split("\n");
    expect(log).toHaveLength(230);
    expect(log.at(-1)).toBe("asset line 230");
  });

  it("prints it all with --verbose", () => {
    const files = paths();
    const given: unknown[] = [];
    runBuildSteps([{ name: "vite", run: (stdio: StdioOptions) => given.push(stdio) }], {
      verbose: true,
      ...files,
    });
    expect(given).toEqual(["inherit"]);
    expect(existsSync(files.logFile)).toBe(false);
  });

  it("shows a failed build's last lines, where the error is, and keeps its whole output", () => {
    const files = paths();
    const printed: string[] = [];
    vi.spyOn(console, "error").mockImplementation((text: string) => void printed.push(text));
    expect(() =>
      runBuildSteps([{ name: "vite", run: (stdio: StdioOptions) => noisyTool(stdio, 100, true) }], {
        verbose: false,
        ...files,
      }),
    ).toThrow(expect.objectContaining({ reported: true }));
    const tail = printed[0]!.split("\n");
    expect(tail).toHaveLength(40);
    expect(tail.at(-1)).toBe("error: the build broke here");
    expect(printed[1]).toContain("The build failed. Its whole output:");
    expect(readFileSync(files.failedLog, "utf8")).toContain("asset line 1\n");
  });
});
