/** The types of ensure-build.mjs (plain JavaScript, run by Node without the TypeScript loader). */
import type { StdioOptions } from "node:child_process";

export const root: string;
export const DATABASE_TEMPLATE: string;
export const BUILD_LOG: string;
export const FAILED_BUILD_LOG: string;

export interface BuildStep {
  name: string;
  run(stdio: StdioOptions): unknown;
}

export function runBuildSteps(
  steps: readonly BuildStep[],
  options: { verbose: boolean; logFile: string; failedLog: string },
): Record<string, number>;

export function ensureBuild(options?: { force?: boolean; verbose?: boolean }): boolean;

export function exitAfterFailedBuild(error: unknown): never;
