import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The axe violations of the page as it stands now (or of the part `include` selects), each as
 * "rule: the nodes". One axe pass, run by `axe.run` in the page itself (AxeBuilder's legacy
 * mode): its default runs the rules in each frame, then opens a blank page, loads axe into it a
 * second time and sends it the results to finish the run there, which is only needed for pages
 * with frames of other origins (the site has no frames). Only violations are collected: what
 * passed is not read (docs/decisions/0103).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );
}

/** axe finds nothing on the page as it stands; `where` names it in the failure. */
export async function expectNoAxeViolations(page: Page, where?: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}
