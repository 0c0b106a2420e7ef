import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The sweep's four looks: light and dark, desktop and 360 px wide. */
export const VARIANTS = [
	{ theme: 'light', width: 1280, height: 900 },
	{ theme: 'dark', width: 1280, height: 900 },
	{ theme: 'light', width: 360, height: 740 },
	{ theme: 'dark', width: 360, height: 740 },
] as const

/** Zero WCAG 2.1 AA violations (axe) on the page as it is now. */
export async function expectNoViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze()
	const summary = results.violations.map(
		(v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
	)
	expect(summary, summary.join('\n')).toEqual([])
}
