/** Per-worker test environment: quiet logs, a temp data dir. */
import os from 'node:os'
import path from 'node:path'

process.env.NODE_ENV = 'test'
process.env.LOG_LEVEL ??= 'silent'
process.env.DATA_DIR ??= path.join(os.tmpdir(), `nhs-coach-test-${process.pid}`)
process.env.SESSION_SECRET ??= 'test-session-secret-at-least-16'
