/**
 * One canonical list of interview types used everywhere (DESIGN.md departure:
 * SPEC.md's dashboard and setup lists are merged).
 */
export const INTERVIEW_TYPES = [
	'general',
	'nursing',
	'medical',
	'allied_health',
	'clinical',
	'management',
	'administrative',
	'support',
] as const
export type InterviewType = (typeof INTERVIEW_TYPES)[number]

export const INTERVIEW_TYPE_LABELS: Record<InterviewType, string> = {
	general: 'General NHS Interview',
	nursing: 'Nursing Interview',
	medical: 'Medical Interview',
	allied_health: 'Allied Health Professional Interview',
	clinical: 'Clinical Role Interview',
	management: 'Management Position',
	administrative: 'Administrative Role',
	support: 'Support Services',
}

/** Short name used in lists: "{short} Interview". */
export const INTERVIEW_TYPE_SHORT: Record<InterviewType, string> = {
	general: 'General',
	nursing: 'Nursing',
	medical: 'Medical',
	allied_health: 'Allied Health',
	clinical: 'Clinical',
	management: 'Management',
	administrative: 'Administrative',
	support: 'Support Services',
}

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'leadership'] as const
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
	entry: 'Entry Level / Graduate',
	mid: 'Mid-Level 2-5 years',
	senior: 'Senior Level 5+ years',
	leadership: 'Leadership Role',
}

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

export const DEFAULT_INTERVIEW_TYPE: InterviewType = 'general'
export const DEFAULT_EXPERIENCE_LEVEL: ExperienceLevel = 'mid'
