/**
 * What the coach understood from a job description or a CV (stored as
 * documents.analysis, shown as "Uploaded and processed" plus key terms).
 * The zod schemas read stored JSON defensively: an older or damaged analysis
 * reads as null rather than breaking a page.
 */
import { z } from 'zod'
import { EXPERIENCE_LEVELS, INTERVIEW_TYPES } from './interview-types'
import { NHS_VALUES } from './nhs-values'

export const CriterionSchema = z.object({
	/** stable key: a hash of the normalised text */
	id: z.string(),
	text: z.string(),
	priority: z.enum(['essential', 'desirable']),
	/** a qualification or registration: shown on a CV rather than practised in an answer */
	qualification: z.boolean(),
})
export type Criterion = z.infer<typeof CriterionSchema>

export const JobAnalysisSchema = z.object({
	kind: z.literal('job_description'),
	roleTitle: z.string().nullable(),
	band: z.string().nullable(),
	organisation: z.string().nullable(),
	interviewType: z.enum(INTERVIEW_TYPES),
	experienceLevel: z.enum(EXPERIENCE_LEVELS),
	duties: z.array(z.string()),
	skills: z.array(z.string()),
	values: z.array(z.enum(NHS_VALUES)),
	valuesLanguage: z.array(z.string()),
	criteria: z.array(CriterionSchema),
	keyTerms: z.array(z.string()),
})
export type JobAnalysis = z.infer<typeof JobAnalysisSchema>

export const ExperienceEntrySchema = z.object({
	title: z.string(),
	organisation: z.string().nullable(),
	dates: z.string().nullable(),
	highlights: z.array(z.string()),
})
export type ExperienceEntry = z.infer<typeof ExperienceEntrySchema>

export const CvAnalysisSchema = z.object({
	kind: z.literal('cv'),
	experience: z.array(ExperienceEntrySchema),
	skills: z.array(z.string()),
	achievements: z.array(z.string()),
	qualifications: z.array(z.string()),
	keyTerms: z.array(z.string()),
})
export type CvAnalysis = z.infer<typeof CvAnalysisSchema>

export const DocumentAnalysisSchema = z.discriminatedUnion('kind', [JobAnalysisSchema, CvAnalysisSchema])
export type DocumentAnalysis = z.infer<typeof DocumentAnalysisSchema>

export function readAnalysis(value: unknown): DocumentAnalysis | null {
	const parsed = DocumentAnalysisSchema.safeParse(value)
	return parsed.success ? parsed.data : null
}

export type CriterionStatus = Criterion & {
	/** an answer scored at least the bar and evidenced this criterion */
	covered: boolean
	/** for qualifications: the CV mentions it */
	onCv: boolean
}
