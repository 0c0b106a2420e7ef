/**
 * Static content for the /resources page (SPEC.md: guides, videos, checklists,
 * quick-reference lists for the six NHS values and external links).
 */
import { type NhsValue } from './nhs-values'

export type ResourceDifficulty =
	'Essential' | 'Beginner' | 'Intermediate' | 'Advanced'

export type Guide = {
	id: string
	title: string
	summary: string
	difficulty: ResourceDifficulty
	readingMinutes: number
	sections: { heading: string; body: string[] }[]
}

/** Placeholder videos: there is no URL yet; the page says 'Video coming soon'. */
export type Video = {
	id: string
	title: string
	description: string
	durationLabel: string
	difficulty: ResourceDifficulty
}

export type Checklist = { id: string; title: string; items: string[] }

export type ExternalLink = { title: string; href: string; description: string }

export type ValueQuickReference = {
	value: NhsValue
	meaning: string
	showItBy: string[]
}

export const GUIDES: Guide[] = [
	{
		id: 'star-method',
		title: 'Mastering the STAR method',
		summary:
			'How to structure behavioural answers so a panel can follow your story and score it: Situation, Task, Action, Result, plus the reflection NHS panels look for.',
		difficulty: 'Essential',
		readingMinutes: 8,
		sections: [
			{
				heading: 'Why NHS panels use STAR',
				body: [
					'Most NHS interviews include behavioural questions that begin “Tell me about a time when...” or “Give us an example of...”. The panel is not testing your memory or your storytelling. They are looking for evidence that you have already behaved in the way the role needs, because past behaviour is the best predictor of future behaviour.',
					'Panels usually score each answer against a set of indicators written in advance, often linked to the person specification and the NHS values. The STAR method (Situation, Task, Action, Result) gives your answer a shape that makes those indicators easy to find. An answer that wanders may contain good evidence, but a panel member writing notes can miss it.',
					'STAR also helps you under pressure. If your mind goes blank, you can simply start with “The situation was...” and let the structure carry you through.',
				],
			},
			{
				heading: 'Situation and Task: set the scene in under a minute',
				body: [
					'The Situation tells the panel where you were, when, and what was going on. Keep it brief and specific: “On a busy night shift on an acute medical ward, with one registered nurse off sick...” is better than a long description of the ward’s history. Include only the details the panel needs to understand why your actions mattered.',
					'The Task explains what you were responsible for, or what needed to be achieved. This is where you make your own role clear. If you were the healthcare support worker on the bay, the student on placement or the deputy manager, say so, because it shows the panel what was expected of you and what going further looked like.',
					'Together, Situation and Task should take roughly 15 to 20 percent of your answer. A common mistake is spending half the answer on background and rushing the part the panel actually scores.',
				],
			},
			{
				heading: 'Action: the heart of your answer',
				body: [
					'Action is where most of the marks are. Spend around half your answer here. Describe what you did, step by step, and why. Use “I” rather than “we”: the panel wants to know your contribution, even when the outcome was a team effort. You can credit colleagues while being clear about your part: “I escalated to the nurse in charge using SBAR, and together we...”.',
					'Explain your reasoning as well as your actions. “I prioritised Mr A because his NEWS2 score had risen and he was more drowsy than earlier” shows judgement; “I saw Mr A first” does not. Reasoning is also where the NHS values appear naturally: how you protected dignity, involved the patient in the decision, or made sure nobody was left out.',
					'Include the things that show professional maturity: asking for help when you reached the limit of your competence, following policy, documenting, reporting an incident, and communicating with the patient and family. These are often on the panel’s scoring sheet.',
				],
			},
			{
				heading: 'Result and reflection: close the loop',
				body: [
					'The Result tells the panel what happened because of your actions. Be concrete and, where you can, measurable: the patient was reviewed within 15 minutes and moved to a higher level of care; the clinic backlog fell from six weeks to two; the complaint was resolved without escalation and the family thanked the team.',
					'NHS panels value reflection highly, so add a final sentence or two on what you learnt and what you now do differently. Some people call this STARR or STAR-L. Reflection is especially important when the result was not perfect: an honest answer about a situation that went partly wrong, with genuine learning, often scores better than a story in which everything went smoothly.',
					'Finish cleanly. A short closing line such as “Since then I always check the fluid charts at the start of the shift” tells the panel you have finished and leaves them with a clear piece of evidence.',
				],
			},
			{
				heading: 'Choosing and preparing your examples',
				body: [
					'Before the interview, build a bank of eight to ten examples from work, placements, volunteering or caring responsibilities. Aim to cover the common themes: teamwork, communication, a mistake, a conflict or complaint, working under pressure, safeguarding or speaking up, improving something, and going beyond for a patient or customer. One good example can often be adapted to answer several questions.',
					'Choose recent examples where possible (within the last two or three years), and examples that match the level of the role. For a senior or leadership post, the panel will expect examples in which you led, influenced or made decisions with consequences, not only ones in which you followed instructions well.',
					'Write each example as bullet points under the four STAR headings rather than as a script. Then practise saying it aloud in two to three minutes. Rehearsing from notes keeps your answers natural, while a memorised script tends to sound flat and is hard to adapt if the question is phrased differently.',
				],
			},
			{
				heading: 'Common mistakes to avoid',
				body: [
					'Answering hypothetically. If the question asks for a time when you did something, “I would...” answers will score poorly. If you genuinely have no direct example, say so briefly, offer the closest real experience you have, and then explain what you would do.',
					'Forgetting confidentiality. Never use patients’, service users’ or colleagues’ names or details that could identify them. Say “an older gentleman on the ward” or “a colleague in my team”. Panels notice, and a breach in an interview raises doubts about your information governance.',
					'Running out of time or running on. Two to three minutes is usually right for a behavioural answer; the practice sessions in this app allow three to five minutes so there is room for longer situational and leadership answers. If a panel member wants more detail, they will ask a follow-up question.',
				],
			},
		],
	},
	{
		id: 'nhs-values',
		title: 'Understanding the NHS values',
		summary:
			'What the six values in the NHS Constitution mean in practice, why they are at the centre of NHS recruitment, and how to connect them to your own experience.',
		difficulty: 'Essential',
		readingMinutes: 9,
		sections: [
			{
				heading: 'Where the values come from',
				body: [
					'The NHS Constitution for England, first published in 2009, sets out the principles of the NHS, the rights and responsibilities of patients and staff, and six values that should underpin everything the NHS does: care and compassion; dignity and respect; commitment to quality of care; improving lives; working together for patients; and everyone counts.',
					'The values were developed with patients, the public and staff. They describe how people should experience the NHS as much as what it delivers. After the Francis Inquiry into failings at Mid Staffordshire NHS Foundation Trust, NHS organisations put much more weight on recruiting people whose values and behaviours match these, an approach known as values-based recruitment.',
					'Many trusts have their own local values, often with different wording, such as “kind, respectful, responsible”. These are usually mapped onto the NHS Constitution values. Always read the trust’s own values before an interview and be ready to talk about both.',
				],
			},
			{
				heading: 'Care and compassion; dignity and respect',
				body: [
					'Care and compassion means responding with humanity and kindness to each person’s pain, distress, anxiety or need, and looking for the things you can do, however small, to give comfort and relieve suffering. In an interview, this is shown by noticing someone’s distress and acting on it: sitting with a frightened patient, explaining a delay to an anxious relative, or making time for a colleague who is struggling.',
					'Dignity and respect means valuing each person as an individual, respecting their aspirations, commitments and choices, and being honest about what you can and cannot do. Evidence includes protecting privacy during personal care, using someone’s preferred name, seeking consent, respecting a decision you disagree with, and being open about waiting times rather than making promises you cannot keep.',
					'These two values often appear together in answers about patients, families and colleagues. Strong candidates describe specific behaviours rather than feelings: not “I’m a very caring person”, but what they did that showed care.',
				],
			},
			{
				heading: 'Commitment to quality of care; improving lives',
				body: [
					'Commitment to quality of care means insisting on high standards, getting the basics right every time, welcoming feedback and learning from mistakes. You can evidence it with examples of following procedures carefully, checking your work, reporting incidents and near misses, acting on feedback and being open when things go wrong, in line with the duty of candour.',
					'Improving lives means striving to improve health and wellbeing and people’s experience of the NHS, and valuing excellence and professionalism. It is not only for clinical staff: a receptionist who redesigns the appointment reminder process so fewer people miss appointments is improving lives. Quality improvement projects, audits, health promotion and helping patients become more independent are all good evidence.',
					'Panels at every level look for both values, but the scale changes. At entry level it may be double-checking a patient’s details; at leadership level it may be setting up a governance system or leading a service redesign.',
				],
			},
			{
				heading: 'Working together for patients; everyone counts',
				body: [
					'Working together for patients means putting patients first in everything, reaching out to colleagues and other organisations, and speaking up when things go wrong. Evidence includes good handovers, supporting colleagues under pressure, working across professions and organisations, and raising concerns through your manager, incident reporting or the Freedom to Speak Up Guardian.',
					'Everyone counts means using resources for the benefit of the whole community, making sure nobody is excluded, discriminated against or left behind, and accepting that some people need more help than others. Examples include booking an interpreter, making reasonable adjustments for a patient with a learning disability, challenging a discriminatory comment, and using public money carefully.',
					'Everyone counts is the value candidates most often overlook. Preparing one example about inclusion or fairness, and one about careful use of resources, will help you stand out.',
				],
			},
			{
				heading: 'Bringing the values into your answers',
				body: [
					'Do not list the values in every answer. Instead, let your actions show them and, where it fits naturally, name the value briefly: “It was important to me that she kept her dignity, so I...”. Panels score behaviour, and naming a value without evidence earns little.',
					'Map your examples against the values before the interview. Most good examples show two or three values at once. Check that across your bank of examples you can evidence all six, and fill any gaps.',
					'Expect direct questions too, such as “Which NHS value is most important to you?” or “Tell us about a time you demonstrated one of our values.” There is no right value to choose; what matters is a thoughtful explanation and a real example.',
				],
			},
		],
	},
	{
		id: 'values-based-interviews',
		title: 'Preparing for values-based interviews',
		summary:
			'A step-by-step plan for your first NHS interview: researching the role and trust, building your examples, practising aloud and knowing what to expect on the day.',
		difficulty: 'Beginner',
		readingMinutes: 7,
		sections: [
			{
				heading: 'What a values-based interview is',
				body: [
					'A values-based interview assesses whether your values and behaviours match those of the NHS and the organisation, alongside your skills and experience. You will usually face a panel of two to four people, such as the recruiting manager, a senior colleague and sometimes a representative from HR or a patient representative.',
					'Expect a mix of question types: motivational questions (“Why this role?”), behavioural questions (“Tell me about a time...”), situational questions (“What would you do if...?”) and role-specific knowledge questions. Each panel member usually asks the same core questions of every candidate and scores the answers against agreed criteria, which makes the process fair.',
					'Some trusts use other formats too, such as multiple mini interviews, group exercises, short presentations, in-tray exercises for administrative or management roles, or a values-based assessment completed online before the interview. Your invitation letter or email will say what to expect; if it does not, it is fine to ask.',
				],
			},
			{
				heading: 'Research the role and the organisation',
				body: [
					'Start with the job description and person specification. Highlight every essential and desirable criterion; the panel’s questions will be built from these. For each criterion, note an example that shows you meet it.',
					'Next, research the organisation: its values, its services, its most recent Care Quality Commission (CQC) inspection report and rating, its current priorities (often in the annual report or strategy on its website) and any recent news. For community or primary care roles, look at the local population and the integrated care system the organisation belongs to.',
					'Use this research to make your answers specific. “I was pleased to read that your emergency department has reduced waiting times with a new frailty service, and I would like to be part of that” shows genuine interest in a way a general answer cannot.',
				],
			},
			{
				heading: 'Build your bank of examples',
				body: [
					'Write down eight to ten real examples from work, study, placements, volunteering or caring for family. Good examples are specific, recent and show you doing something, not simply being present. Structure each one using STAR: Situation, Task, Action, Result, plus what you learnt.',
					'Map each example against the NHS values and the person specification. You should be able to evidence all six values and the main skills in the job description. If you have gaps, think more widely: a part-time job in retail or hospitality can show customer care, teamwork and dealing with complaints.',
					'If you are new to healthcare, do not worry about a lack of NHS examples. Panels for entry-level roles expect transferable examples and will be looking for your attitude, values and willingness to learn.',
				],
			},
			{
				heading: 'Practise out loud',
				body: [
					'Reading your notes silently is not enough. Practise answering aloud, ideally with someone playing the panel or by recording yourself, so that you get used to hearing your own answers and noticing where you ramble or skip the result.',
					'Time your answers. Aim for two to three minutes for behavioural questions. Use the practice sessions in this app to get feedback on your STAR structure, values alignment and clarity, then repeat the questions you found hardest.',
					'Prepare for the questions that commonly unsettle people: a mistake you made, a time you disagreed with someone, your main weakness and how you handle stress. Honest, reflective answers to these often impress panels more than polished answers to easier questions.',
				],
			},
			{
				heading: 'Questions to ask the panel',
				body: [
					'At the end, you will usually be asked whether you have any questions. Prepare two or three. Good questions show interest in the team and the patients: “What does a typical day look like for someone in this role?”, “How will I be supported in my first few months?” or “What are the team’s priorities for the coming year?”.',
					'Avoid questions whose answers are already in the job pack, and save questions about pay or leave for HR after an offer, unless something is genuinely unclear. It is perfectly fine to say that your questions were answered during the interview.',
				],
			},
		],
	},
	{
		id: 'leadership-management',
		title: 'Answering leadership and management questions',
		summary:
			'For senior and leadership posts: what panels look for, how to scale STAR to strategic examples, and how to handle questions on people, money, risk, change and the wider health system.',
		difficulty: 'Advanced',
		readingMinutes: 11,
		sections: [
			{
				heading: 'What panels look for at senior levels',
				body: [
					'At senior and leadership levels, the panel wants evidence that you can achieve results through other people, make sound decisions with incomplete information, and hold yourself and others to account while living the NHS values. The NHS Healthcare Leadership Model describes nine dimensions that are often used implicitly: inspiring shared purpose, leading with care, evaluating information, connecting our service, sharing the vision, engaging the team, holding to account, developing capability and influencing for results.',
					'Compassionate and inclusive leadership is central to current NHS leadership thinking. Panels will listen for how you attend to staff, understand their challenges, empathise and then act to help. A leader who hits targets while the team burns out is not what they are recruiting.',
					'Expect to be assessed through more than questions: presentations, stakeholder exercises, in-tray or data exercises and sometimes focus groups with staff or patients are common for senior posts.',
				],
			},
			{
				heading: 'Scaling STAR to leadership examples',
				body: [
					'STAR still works, but the content changes. The Situation should show the scale and stakes: the size of the team or budget, the risk to patients, the pressure on the service. The Task should make clear that you were accountable, not only involved.',
					'In the Action section, show how you led rather than only what you did: how you diagnosed the problem with data, who you engaged and why, how you handled resistance or conflicting priorities, what you delegated, and what you decided when the evidence was unclear. Panels are listening for judgement, influence and courage.',
					'Results at this level should be measurable and sustained: reduced waiting times, lower agency spend, better staff survey scores, fewer incidents, improved CQC findings. Add what you would do differently and how you made sure the improvement lasted after you moved on.',
				],
			},
			{
				heading: 'People: performance, culture and wellbeing',
				body: [
					'Questions about managing performance, sickness, grievances or bullying test whether you are both fair and firm. Strong answers show an early, private and supportive conversation to understand the cause, clear expectations, documented review, and use of the relevant trust policy with HR when informal approaches have not worked. Mention occupational health and reasonable adjustments where health is a factor.',
					'Culture questions, such as how you would respond to poor staff survey results or make it safe for staff to speak up, need specifics: sharing results openly, co-designing actions with staff, visible follow-through, promoting the Freedom to Speak Up Guardian and tackling incivility. A just culture approach, which separates system failures from individual culpability, is expected knowledge.',
					'Equality, diversity and inclusion is a core leadership responsibility. Be ready to discuss how you would use data such as the Workforce Race Equality Standard and Workforce Disability Equality Standard, inclusive recruitment and fair access to development.',
				],
			},
			{
				heading: 'Money, risk and governance',
				body: [
					'You are likely to be asked how you would manage a budget, respond to an overspend or make savings. Show that you work with your finance business partner, understand the drivers of spend (particularly temporary staffing), assess the quality impact of any saving and escalate early rather than hoping the position improves. Everyone counts applies: NHS money is public money.',
					'Governance questions may cover risk registers, incident management or assurance to the board. Be comfortable explaining how risks are scored and escalated, how you learn from incidents under the Patient Safety Incident Response Framework (PSIRF), and how the duty of candour applies to your service.',
					'When discussing performance standards, show that you balance targets with safety and quality. Panels are wary of leaders who would meet a target at any cost, and equally of those who dismiss targets that reflect real waits for real patients.',
				],
			},
			{
				heading: 'Leading change and improvement',
				body: [
					'Change questions are among the most common at senior level. Describe a recognised approach, such as the Model for Improvement with PDSA cycles, and show the human side: explaining the case for change, involving staff and patients early, listening to resistance as information, piloting, measuring and adapting.',
					'Give an example where a change did not go to plan and what you did about it. Panels know change is difficult, and an honest account of recovering a struggling project shows more leadership than a story in which everyone agreed from the start.',
					'Sustainability matters. Explain how you embedded the change: updated procedures, training, ongoing measurement and ownership within the team, so it did not depend on you.',
				],
			},
			{
				heading: 'Strategy and the wider system',
				body: [
					'Senior candidates should understand the context their service operates in: integrated care systems bringing together the NHS, local authorities and partners; pressures on urgent and elective care; workforce challenges; and national priorities such as moving care from hospital to community, from analogue to digital, and from sickness to prevention, as set out in the government’s 10 Year Health Plan for England.',
					'Link the strategy to the local picture. Read the organisation’s strategy, board papers and the integrated care board’s plans, and be ready to say how the role could contribute. Avoid reciting policy: show what it would mean for patients and staff in this service.',
					'If you are asked to give a presentation, keep to time, use a simple structure (context, proposal, benefits, risks, next steps), and be ready for challenge on cost, workforce and how you would measure success.',
				],
			},
		],
	},
]

export const VIDEOS: Video[] = [
	{
		id: 'star-in-five',
		title: 'The STAR method in five minutes',
		description:
			'A short walkthrough of Situation, Task, Action and Result, with a weak and a strong version of the same answer side by side.',
		durationLabel: '5 min',
		difficulty: 'Beginner',
	},
	{
		id: 'values-in-answers',
		title: 'Bringing the NHS values into your answers',
		description:
			'How to show care and compassion, dignity and respect and the other values through what you did, rather than by naming them.',
		durationLabel: '8 min',
		difficulty: 'Essential',
	},
	{
		id: 'situational-questions',
		title: 'Handling situational “What would you do?” questions',
		description:
			'Working through safety, safeguarding and escalation scenarios: prioritising the patient, escalating with SBAR and knowing your limits.',
		durationLabel: '12 min',
		difficulty: 'Intermediate',
	},
]

export const CHECKLISTS: Checklist[] = [
	{
		id: 'before-the-interview',
		title: 'Before the interview',
		items: [
			'Reread the job description and person specification, and note an example for each essential criterion.',
			'Research the organisation: its values, services, latest CQC report and current priorities.',
			'Prepare eight to ten STAR examples and check that together they cover all six NHS values.',
			'Remove names and identifying details from every example to protect confidentiality.',
			'Practise answering aloud and time yourself: two to three minutes per behavioural answer.',
			'Refresh role-specific knowledge, such as your professional code, safeguarding, escalation and incident reporting.',
			'Prepare two or three questions to ask the panel.',
			'Confirm the date, time, location or video link, and the names of the panel if given.',
			'Check whether you need to bring identification, certificates or a presentation, and prepare them.',
			'Plan your journey or test your camera, microphone and internet connection the day before.',
		],
	},
	{
		id: 'on-the-day',
		title: 'On the day',
		items: [
			'Arrive 10 to 15 minutes early, or join a video interview five minutes before the start.',
			'Dress smartly and comfortably, in line with the organisation’s dress code.',
			'Bring your documents, a copy of your application and brief notes on your examples.',
			'Switch your phone to silent and, for video interviews, close other applications.',
			'Be courteous to everyone you meet, including reception staff: they may be asked for feedback.',
			'Listen to the whole question and take a moment to think before answering.',
			'Ask the panel to repeat or clarify a question if you need to.',
			'Use STAR, say “I” rather than “we”, and finish each answer with the result and what you learnt.',
			'Ask your prepared questions and thank the panel at the end.',
			'Afterwards, note the questions you were asked and how you could improve your answers.',
		],
	},
]

export const VALUE_QUICK_REFERENCE: ValueQuickReference[] = [
	{
		value: 'Care and compassion',
		meaning:
			'Responding with kindness to each person’s pain, distress or need, and finding the things you can do, however small, to help.',
		showItBy: [
			'Noticing when a patient, relative or colleague is anxious or upset, and acting on it.',
			'Taking time to listen and explain, even when you are busy.',
			'Offering practical comfort: a drink, a blanket, a chair for a relative, a moment to sit with someone.',
			'Following up afterwards to check that the person is all right.',
		],
	},
	{
		value: 'Dignity and respect',
		meaning:
			'Treating every person as an individual, respecting their choices and privacy, and being honest about what you can and cannot do.',
		showItBy: [
			'Protecting privacy by closing curtains, knocking before entering and keeping people covered.',
			'Asking for consent and respecting people’s decisions, even when you disagree.',
			'Using the name people prefer and speaking to them, not about them.',
			'Being honest about delays and limits rather than making promises you cannot keep.',
		],
	},
	{
		value: 'Commitment to quality of care',
		meaning:
			'Getting the basics right every time, insisting on high standards, welcoming feedback and learning from mistakes.',
		showItBy: [
			'Following policies and checking your work, such as patient identity, records and equipment.',
			'Reporting incidents and near misses so that the team can learn.',
			'Being open when something goes wrong and putting it right.',
			'Asking for and acting on feedback from patients and colleagues.',
		],
	},
	{
		value: 'Improving lives',
		meaning:
			'Striving to improve people’s health, wellbeing and experience of the NHS, and valuing excellence and professionalism.',
		showItBy: [
			'Suggesting or leading improvements to how your team works.',
			'Supporting patients to be as independent as possible.',
			'Keeping your own knowledge and skills up to date.',
			'Sharing good practice and helping colleagues to develop.',
		],
	},
	{
		value: 'Working together for patients',
		meaning:
			'Putting patients first, working with colleagues and other organisations, and speaking up when things go wrong.',
		showItBy: [
			'Giving clear, structured handovers and escalations, for example using SBAR.',
			'Offering help to colleagues when the team is under pressure.',
			'Involving patients, families and other professions in decisions.',
			'Raising concerns through your manager, incident reporting or the Freedom to Speak Up Guardian.',
		],
	},
	{
		value: 'Everyone counts',
		meaning:
			'Using resources for the benefit of the whole community, and making sure nobody is excluded, discriminated against or left behind.',
		showItBy: [
			'Making reasonable adjustments, such as interpreters, easy read information or extra time.',
			'Challenging discrimination and unfair treatment of patients or colleagues.',
			'Using public money, time and supplies carefully and reducing waste.',
			'Recognising that some people need more support than others to get the same outcome.',
		],
	},
]

export const EXTERNAL_LINKS: ExternalLink[] = [
	{
		title: 'The NHS Constitution for England',
		href: 'https://www.gov.uk/government/publications/the-nhs-constitution-for-england',
		description:
			'The official source of the six NHS values, and the rights and responsibilities of patients, the public and staff.',
	},
	{
		title: 'NHS Jobs',
		href: 'https://www.jobs.nhs.uk/',
		description:
			'The NHS’s recruitment service: search vacancies, read job descriptions and person specifications, and apply.',
	},
	{
		title: 'Health Careers',
		href: 'https://www.healthcareers.nhs.uk/',
		description:
			'Information on more than 350 NHS careers, entry requirements, pay bands and tips for applications and interviews.',
	},
]
