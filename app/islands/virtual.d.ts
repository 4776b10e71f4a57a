/** Written by scripts/islands-plugin.ts: the public pages' islands entry and its imports. */
declare module "virtual:islands-entry" {
  const entry: import("../../scripts/islands-plugin").IslandsEntry;
  export default entry;
}
