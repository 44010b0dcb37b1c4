import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { expect } from './expect.ts';

// The accessibility check of the journeys (issue 16): axe-core, injected from its file in node_modules (nothing is
// fetched), run on the page as a visitor sees it. Serious and critical violations fail the journey; the lesser ones
// are reported in the failure message of the others only.

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core on the page and fails on any serious or critical violation, naming each rule and where it is. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page), `axe-core on ${where}`).toEqual([]);
}

/** The serious and critical violations axe-core finds on the page: each rule, what it asks and where (5 places). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: AxeViolation[] };
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
