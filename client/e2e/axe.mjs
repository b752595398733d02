/**
 * axe-core in a playwright page: the serious and critical accessibility violations of what the
 * page shows now, each with its rule and the selectors of the offending elements.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts the acceptance counts; moderate and minor findings are left to judgement. */
const COUNTED = new Set(['serious', 'critical']);

/**
 * The page's serious and critical violations: [{rule, impact, help, targets: [{selector, summary}]}].
 * axe is evaluated rather than added as a script tag: the site's Content-Security-Policy refuses inline scripts,
 * and an evaluation through the DevTools protocol is not a page script.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return violations
    .filter((v) => COUNTED.has(v.impact))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => ({
        selector: n.target.join(' '),
        // Mantine's generated ids name no element a reader knows; the start of its markup does.
        html: n.html.replace(/\s+/g, ' ').slice(0, 160),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
}

/** One line per offending element: `route  rule (impact)  selector  <html…> — why`, for a failure message. */
export function describeViolations(route, violations) {
  return violations
    .flatMap((v) =>
      v.targets.map(
        (t) => `${route}  ${v.rule} (${v.impact})  ${t.selector}  ${t.html} — ${t.summary || v.help}`,
      ),
    )
    .join('\n');
}
