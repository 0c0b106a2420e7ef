/**
 * Aggregate queries for the admin Analytics tab. Scores come from the newest
 * feedback on each answer (an answer re-submitted replaces its feedback).
 */
import { sql } from 'drizzle-orm'
import { db } from '#app/services/db.server'

type Rows<T> = T[] | { rows: T[] }
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows)

async function query<T>(statement: ReturnType<typeof sql>) {
	return rowsOf(await (db.execute(statement) as unknown as Promise<Rows<T>>))
}

const latestFeedback = sql`(
	select distinct on (f.response_id) f.*
	from feedback f
	order by f.response_id, f.created_at desc
)`

/** Monday (UTC) of each week with sign-ups since `since`, and how many. */
export function signUpsByWeek(since: Date) {
	return query<{ week: string; count: number }>(sql`
		select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as count
		from users where created_at >= ${since.toISOString()}
		group by 1 order by 1`)
}

/** Sessions started and completed per week (UTC Mondays) since `since`. */
export function sessionsByWeek(since: Date) {
	return query<{ week: string; started: number; completed: number }>(sql`
		with events as (
			select date_trunc('week', started_at at time zone 'UTC') as week, 1 as started, 0 as completed
			from interview_sessions where started_at >= ${since.toISOString()}
			union all
			select date_trunc('week', completed_at at time zone 'UTC'), 0, 1
			from interview_sessions where completed_at >= ${since.toISOString()}
		)
		select to_char(week, 'YYYY-MM-DD') as week, sum(started)::int as started, sum(completed)::int as completed
		from events group by 1 order by 1`)
}

/** Mean scores (0..1) over every scored answer. */
export async function averageScores() {
	const [row] = await query<{
		answers: number
		overall: number | null
		nhs_values: number | null
		star: number | null
		clarity: number | null
	}>(sql`
		select count(*)::int as answers, avg(overall_score::numeric)::float8 as overall, avg(nhs_values_score::numeric)::float8 as nhs_values,
			avg(star_score::numeric)::float8 as star, avg(clarity_score::numeric)::float8 as clarity
		from ${latestFeedback} lf`)
	return {
		answers: row?.answers ?? 0,
		overall: row?.overall ?? null,
		nhsValues: row?.nhs_values ?? null,
		star: row?.star ?? null,
		clarity: row?.clarity ?? null,
	}
}

/** Users per effective plan: a subscription in an active status counts, anything else is free. */
export function planDistribution(activeStatuses: string[]) {
	const active = activeStatuses.length
		? sql`s.status in (${sql.join(activeStatuses.map((s) => sql`${s}`), sql`, `)})`
		: sql`false`
	return query<{ slug: string; count: number }>(sql`
		select case when ${active} then p.slug else 'free' end as slug, count(*)::int as count
		from users u
		left join subscriptions s on s.user_id = u.id
		left join plans p on p.id = s.plan_id
		group by 1`)
}

/** For answers where STAR applies: how many, and how many missed each part. */
export async function starPartsMissed() {
	const [row] = await query<{ answers: number; situation: number; task: number; action: number; result: number }>(sql`
		select count(*)::int as answers,
			count(*) filter (where (star_present->>'situation')::boolean is false)::int as situation,
			count(*) filter (where (star_present->>'task')::boolean is false)::int as task,
			count(*) filter (where (star_present->>'action')::boolean is false)::int as action,
			count(*) filter (where (star_present->>'result')::boolean is false)::int as result
		from ${latestFeedback} lf
		where jsonb_typeof(star_present) = 'object'`)
	return row ?? { answers: 0, situation: 0, task: 0, action: 0, result: 0 }
}

/**
 * Mastery of each NHS value across users: per user, the mean over answers to
 * questions assessing the value of the NHS values score (in full when the
 * answer evidenced the value, at half when not; as the dashboard computes it),
 * then the mean over users, so a few heavy users do not dominate.
 */
export function valueMasteryAcrossUsers() {
	return query<{ value: string; mastery: number; users: number; answers: number }>(sql`
		with per_answer as (
			select r.user_id, v.value,
				lf.nhs_values_score::numeric * case when lf.values_evidenced ? v.value then 1 else 0.5 end as score
			from ${latestFeedback} lf
			join responses r on r.id = lf.response_id
			join questions q on q.id = r.question_id
			cross join lateral unnest(q.values) as v(value)
		), per_user as (
			select user_id, value, avg(score) as mastery, count(*) as answers from per_answer group by 1, 2
		)
		select value, avg(mastery)::float8 as mastery, count(*)::int as users, sum(answers)::int as answers
		from per_user group by value`)
}
