import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { expect } from './expect.ts';

// The accessibility check of the journeys (issue 16): axe-core, injected from its file in node_modules (nothing is
// fetched), run on the page as a visitor sees it. Serious and critical violations fail the journey; on the pages
// checked for them (every section's list, issue 32), moderate ones too.

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
  return violationsFrom(page, ['serious', 'critical']);
}

/** The violations of moderate impact or worse (heading order, landmarks, issue 32), as `seriousViolations`. */
export async function moderateViolations(page: Page): Promise<string[]> {
  return violationsFrom(page, ['moderate', 'serious', 'critical']);
}

async function violationsFrom(page: Page, impacts: ReadonlyArray<AxeViolation['impact']>): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: AxeViolation[] };
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes }));
  });
  const serious = violations.filter((violation) => impacts.includes(violation.impact));
  return serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
