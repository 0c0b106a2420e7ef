/** GET /api/interview/sessions/{sessionId}/results -> {session, questions, responses, feedback} */
export { loader } from './api.interview.sessions_.$id'
