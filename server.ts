/**
 * The HTTP server: security headers, compression, rate limits, structured
 * logs, static assets and the Remix request handler. Graceful on SIGTERM.
 */
import crypto from 'node:crypto'
import { type IncomingMessage, type ServerResponse } from 'node:http'
import { type ServerBuild } from '@remix-run/node'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express, { type Response } from 'express'
import rateLimit from 'express-rate-limit'
import helmet from 'helmet'
import { pino } from 'pino'
import { pinoHttp } from 'pino-http'
import { type Env, parseEnv } from './app/services/env.server'
import { installSafeConsole } from './app/services/errors.server'
import { withFaultHandling } from './app/services/outage.server'
import { precompressedStatic } from './app/services/precompressed.server'

// Errors are logged without their SQL or bound values, whoever logs them.
installSafeConsole()

// Validate every setting before doing anything else: a malformed value stops
// the server with a message that names the variable.
let env: Env
try {
	env = parseEnv(process.env)
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
const MODE = env.NODE_ENV
const IS_PROD = MODE === 'production'
const PORT = env.PORT
const RATE_LIMIT_MULTIPLIER = env.RATE_LIMIT_MULTIPLIER

const logger = pino({
	level: env.LOG_LEVEL,
	redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
})

const startedAt = performance.now()

const viteDevServer = IS_PROD
	? undefined
	: await import('vite').then((vite) =>
			vite.createServer({ server: { middlewareMode: true } }),
		)

const app = express()
app.disable('x-powered-by')
// Behind a reverse proxy set TRUST_PROXY to its number of hops, so rate limits see
// the client's address; without one, X-Forwarded-For is ignored (it could be forged).
app.set('trust proxy', env.TRUST_PROXY)

app.use(
	pinoHttp({
		logger,
		autoLogging: { ignore: (req) => Boolean(req.url?.startsWith('/assets/')) },
		serializers: {
			// Activation and reset links carry their token in the query: never log it.
			req: (req: { method: string; url: string; id: unknown }) => ({
				id: req.id,
				method: req.method,
				url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
			}),
			res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
		},
		customLogLevel: (_req, res, err) =>
			err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
	}),
)
app.use(compression())

// Redirect /path/ to /path so routes match.
app.get('*', (req, res, next) => {
	if (req.path.endsWith('/') && req.path.length > 1) {
		const query = req.url.slice(req.path.length)
		const safepath = req.path.slice(0, -1).replace(/\/+/g, '/')
		res.redirect(302, safepath + query)
	} else next()
})

app.use((_req, res, next) => {
	res.locals.cspNonce = crypto.randomBytes(16).toString('hex')
	next()
})
// A local fake of Stripe (STRIPE_API_BASE, STRIPE_JS_URL: tests) must be reachable from the checkout page.
const stripeTestOrigins = [...new Set([env.STRIPE_API_BASE, env.STRIPE_JS_URL].filter(Boolean).map((u) => new URL(u!).origin))]
app.use(
	helmet({
		xPoweredBy: false,
		referrerPolicy: { policy: 'same-origin' },
		crossOriginEmbedderPolicy: false,
		strictTransportSecurity: IS_PROD && env.APP_URL.startsWith('https://') ? undefined : false,
		contentSecurityPolicy: {
			useDefaults: false,
			directives: {
				'default-src': ["'self'"],
				'base-uri': ["'self'"],
				'connect-src': [
					"'self'",
					'https://api.stripe.com',
					'https://m.stripe.network',
					...stripeTestOrigins,
					...(IS_PROD ? [] : ['ws:']),
				],
				'font-src': ["'self'"],
				'form-action': ["'self'", 'https://accounts.google.com'],
				'frame-ancestors': ["'none'"],
				'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
				'img-src': ["'self'", 'data:', 'blob:', 'https:'],
				'media-src': ["'self'", 'blob:', 'data:'],
				'object-src': ["'none'"],
				'script-src': [
					"'strict-dynamic'",
					"'self'",
					'https://js.stripe.com',
					...stripeTestOrigins,
					(_req: IncomingMessage, res: ServerResponse) =>
						`'nonce-${(res as unknown as Response).locals.cspNonce}'`,
				],
				'script-src-attr': ["'none'"],
				'style-src': ["'self'", "'unsafe-inline'"],
				'upgrade-insecure-requests': null,
			},
		},
	}),
)

// CSRF: cookies are SameSite=Lax, and every state-changing request from a
// browser must come from our own origin. An Origin header must match it
// exactly (scheme, host and port): APP_URL's origin, or the origin this
// request was addressed to. "Origin: null" (sandboxed frames, data: URLs,
// some redirects) is refused. Without an Origin, Sec-Fetch-Site decides.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const CSRF_EXEMPT = ['/api/stripe/webhook']
const APP_ORIGIN = new URL(env.APP_URL).origin
function isSameOrigin(origin: string, req: express.Request) {
	if (origin === 'null') return false
	let parsed: URL
	try {
		parsed = new URL(origin)
	} catch {
		return false
	}
	if (parsed.origin !== origin.replace(/\/$/, '')) return false
	return parsed.origin === APP_ORIGIN || parsed.origin === `${req.protocol}://${req.get('host')}`
}
app.use((req, res, next) => {
	if (SAFE_METHODS.has(req.method) || CSRF_EXEMPT.includes(req.path)) return next()
	const origin = req.get('origin')
	const crossOrigin = origin !== undefined ? !isSameOrigin(origin, req) : req.get('sec-fetch-site') === 'cross-site'
	if (!crossOrigin) return next()
	logger.warn({ path: req.path, origin }, 'blocked cross-origin request')
	res.status(403).json({ message: 'Cross-site requests are not allowed.' })
})

if (viteDevServer) {
	app.use(viteDevServer.middlewares)
} else {
	// Hashed assets never change: cache them for a year. Brotli and gzip copies
	// were made at build time: they are sent as they are, never recompressed.
	app.use('/assets', precompressedStatic('build/client/assets', { immutable: true, maxAge: '1y' }))
	app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
	app.use(precompressedStatic('build/client', { maxAge: '1h' }))
	app.use(express.static('build/client', { maxAge: '1h' }))
}
app.get(['/img/*', '/favicons/*'], (_req, res) => {
	// Missing static files should 404, not fall through to Remix.
	res.status(404).send('Not found')
})

// Signed-in pages and API answers are never stored by the browser or a proxy,
// so Back after signing out on a shared computer cannot show them again.
// Public pages (no session cookie) keep their caching.
app.use((req, res, next) => {
	if (/(?:^|;\s*)nhs_session=/.test(req.get('cookie') ?? '')) res.set('cache-control', 'no-store')
	next()
})

// Rate limits: a general one for everything, stricter for POSTs to auth endpoints.
const limit = (windowMs: number, max: number) =>
	rateLimit({
		windowMs,
		limit: Math.round(max * RATE_LIMIT_MULTIPLIER),
		standardHeaders: 'draft-7',
		legacyHeaders: false,
		validate: { trustProxy: false },
		handler: (req, res) => {
			const message = 'Too many requests. Please wait a few minutes and try again.'
			if (req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json') {
				res.status(429).json({ message })
			} else {
				res
					.status(429)
					.type('html')
					.send(
						`<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Too many requests</title></head><body><main><h1>Too many requests</h1><p>${message}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
					)
			}
		},
	})
const generalLimit = limit(60_000, 1000)
const strongLimit = limit(60_000, 100)
const strongestLimit = limit(60_000, 10)
const strongestPaths = [
	'/auth',
	'/forgot-password',
	'/reset-password',
	'/activate',
	'/api/login',
	'/api/register',
	'/api/auth/',
]
app.use((req, res, next) => {
	const isStrongest =
		req.method !== 'GET' &&
		req.method !== 'HEAD' &&
		strongestPaths.some((p) => req.path === p || req.path.startsWith(p))
	if (isStrongest) return strongestLimit(req, res, next)
	if (req.method !== 'GET' && req.method !== 'HEAD') return strongLimit(req, res, next)
	return generalLimit(req, res, next)
})
async function getBuild(): Promise<ServerBuild> {
	if (viteDevServer) {
		return withFaultHandling((await viteDevServer.ssrLoadModule('virtual:remix/server-build')) as ServerBuild)
	}
	// The build only exists after `npm run build` (this file is bundled into build/).
	const buildPath = './server/index.js'
	return withFaultHandling((await import(/* @vite-ignore */ buildPath)) as ServerBuild)
}

// Import the build now so the database connects, migrates and seeds before we listen.
const initialBuild = await getBuild()

app.all(
	'*',
	createRequestHandler({
		getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip }),
		mode: MODE,
		build: viteDevServer ? getBuild : initialBuild,
	}),
)

const server = app.listen(PORT, () => {
	// PORT=0 picks a free port: log the real one (tests read it from this line).
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : PORT
	logger.info(
		{ port, mode: MODE, startupMs: Math.round(performance.now() - startedAt) },
		`NHS Interview Coach listening on http://localhost:${port}`,
	)
})

/**
 * Graceful shutdown (a deploy sends SIGTERM): stop accepting connections,
 * let requests in flight finish (10 s at most), close keep-alive
 * connections only while they are idle, then close the database.
 */
const SHUTDOWN_GRACE_MS = 10_000
let shuttingDown = false
function shutdown(signal: string) {
	if (shuttingDown) return
	shuttingDown = true
	logger.info({ signal }, 'shutting down: finishing requests in flight')
	const force = setTimeout(() => {
		logger.warn('requests still in flight after 10 s: exiting anyway')
		process.exit(1)
	}, SHUTDOWN_GRACE_MS)
	force.unref()
	server.close(async () => {
		clearInterval(idleSweep)
		try {
			const close = (initialBuild.entry.module as { closeDatabase?: () => Promise<void> })
				.closeDatabase
			await close?.()
		} finally {
			logger.info('shut down cleanly')
			process.exit(0)
		}
	})
	// A keep-alive connection that finishes its request becomes idle: close it then.
	server.closeIdleConnections()
	const idleSweep = setInterval(() => server.closeIdleConnections(), 250)
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
