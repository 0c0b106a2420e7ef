/**
 * What the dashboard and setup page show about documents: the newest CV and
 * job description with what was understood, every document by name, and the
 * person specification's criteria with their coverage.
 */
import { getCriteriaCoverage } from './criteria-coverage.server'
import { getPersonalisationDocuments, listDocumentViews } from './documents.server'

export async function getDocumentsOverview(userId: string) {
	const [views, docs] = await Promise.all([listDocumentViews(userId), getPersonalisationDocuments(userId)])
	const job = docs.job?.analysis ?? null
	const criteria = job ? await getCriteriaCoverage(userId, job.criteria, docs.cv?.text ?? null) : []
	return {
		cv: views.find((v) => v.type === 'cv') ?? null,
		job: views.find((v) => v.type === 'job_description') ?? null,
		all: views.map(({ id, type, filename, sizeBytes, createdAt }) => ({ id, type, filename, sizeBytes, createdAt })),
		criteria,
		/** what a "Practise the gaps" session is set up as: the role the job description describes */
		practice: job
			? {
					type: job.interviewType,
					experienceLevel: job.experienceLevel,
					gaps: criteria.filter((c) => !c.qualification && !c.covered).length,
				}
			: null,
	}
}

export type DocumentsOverview = Awaited<ReturnType<typeof getDocumentsOverview>>
