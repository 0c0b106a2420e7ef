import { describe, expect, test } from 'vitest'
import { fixtureText } from '#tests/support/document-fixtures'
import { analyseCv } from './cv-analysis.server'
import { analyseJobDescription, dutyToBaseForm } from './job-analysis.server'

describe('job descriptions', () => {
	test('ward manager: title, band, employer, duties, skills, values language and the person specification', () => {
		const jd = analyseJobDescription(fixtureText('ward-manager', 'jd'))
		expect(jd).toMatchObject({
			roleTitle: 'Ward Manager',
			band: 'Band 7',
			organisation: 'Wessex Coast NHS Foundation Trust',
			interviewType: 'nursing',
			experienceLevel: 'leadership',
		})
		expect(jd.duties[0]).toBe('lead a team of band 5 nurses and healthcare assistants, setting clear standards of care')
		expect(jd.skills).toEqual(expect.arrayContaining(['Budget management', 'Rostering', 'Appraisals', 'Falls prevention']))
		expect(jd.values).toEqual(expect.arrayContaining(['Care and compassion', 'Dignity and respect', 'Working together for patients']))
		expect(jd.criteria.map((c) => [c.text, c.priority, c.qualification])).toEqual([
			['NMC registered nurse', 'essential', true],
			['Experience at Band 6 or above in an acute setting', 'essential', false],
			['Experience of managing staff, including appraisals and sickness absence', 'essential', false],
			['Evidence of leading change and quality improvement', 'essential', false],
			['Ability to manage a budget', 'essential', false],
			['Leadership qualification', 'desirable', true],
			['Experience of managing complaints', 'desirable', false],
		])
	})

	test('inline (E)/(D) markers, "Essential:" prefixes and capitalised headings all give criteria', () => {
		const hca = analyseJobDescription(fixtureText('hca', 'jd'))
		expect(hca).toMatchObject({ roleTitle: 'Healthcare Assistant', band: 'Band 3', interviewType: 'support', experienceLevel: 'entry' })
		expect(hca.criteria.find((c) => c.text.startsWith('Experience of providing personal care'))?.priority).toBe('desirable')
		expect(hca.criteria.find((c) => c.text.startsWith('Ability to communicate kindly'))?.priority).toBe('essential')
		const admin = analyseJobDescription(fixtureText('admin', 'jd'))
		expect(admin).toMatchObject({ band: 'Band 4', interviewType: 'administrative', organisation: 'Westbay and District NHS Trust' })
		expect(admin.criteria.filter((c) => c.priority === 'desirable').map((c) => c.text)).toContain('Experience of working in the NHS')
		expect(admin.criteria.some((c) => /^We value/.test(c.text))).toBe(false)
	})

	test('every fixture yields a title, duties and criteria', () => {
		for (const pair of ['nurse', 'hca', 'admin', 'physio', 'ward-manager'] as const) {
			const jd = analyseJobDescription(fixtureText(pair, 'jd'))
			expect(jd.roleTitle, pair).toBeTruthy()
			expect(jd.duties.length, pair).toBeGreaterThanOrEqual(5)
			expect(jd.criteria.length, pair).toBeGreaterThanOrEqual(5)
		}
	})

	test('duties are turned into a verb phrase the questions can use', () => {
		expect(dutyToBaseForm('Leading a team of band 5 nurses')).toBe('lead a team of band 5 nurses')
		expect(dutyToBaseForm('The postholder will manage the ward budget')).toBe('manage the ward budget')
		expect(dutyToBaseForm('Responsible for coordinating discharges')).toBe('coordinate discharges')
		expect(dutyToBaseForm('Assess, plan and evaluate care')).toBe('assess, plan and evaluate care')
		expect(dutyToBaseForm('Excellent communication skills')).toBeNull()
	})

	test('odd input does not throw', () => {
		expect(analyseJobDescription('').duties).toEqual([])
		expect(analyseJobDescription('\u0000\n\n:::\n- \n').criteria).toEqual([])
	})
})

describe('CVs', () => {
	test('experience entries in the common layouts, skills and achievements', () => {
		const nurse = analyseCv(fixtureText('nurse', 'cv'))
		expect(nurse.experience.map((e) => [e.title, e.organisation, e.dates])).toEqual([
			['Staff Nurse', 'Respiratory Ward 4, Riverside General Hospital', 'September 2022 - Present'],
			['Healthcare Assistant', 'Oakwood Care Home', 'June 2019 - August 2022'],
		])
		expect(nurse.achievements[0]).toBe('Introduced a safety huddle checklist that reduced missed observations by 30% over six months')
		expect(nurse.skills).toEqual(expect.arrayContaining(['Wound care', 'SystmOne']))
		// dates on their own line, title on the next
		expect(analyseCv(fixtureText('hca', 'cv')).experience[0]).toMatchObject({ title: 'Care Assistant', dates: '2021 – present' })
		// title on one line, employer and dates on the next
		expect(analyseCv(fixtureText('physio', 'cv')).experience[0]).toMatchObject({
			title: 'Band 5 Rotational Physiotherapist',
			organisation: 'Greenhill University Hospitals NHS Trust',
		})
	})

	test('qualifications come from the education section', () => {
		expect(analyseCv(fixtureText('admin', 'cv')).qualifications).toContain('Level 3 Certificate in Legal Secretarial Practice')
	})
})
