/**
 * A local fake of the parts of Stripe's API the app calls, speaking its wire
 * format (form-encoded requests with bracketed keys, JSON objects and
 * Stripe's {error: {type, code, message}} errors), so the real stripe SDK
 * drives it through STRIPE_API_BASE:
 *   GET  /v1/balance                          (system health)
 *   POST /v1/customers, GET /v1/customers/:id
 *   POST /v1/products, GET|POST /v1/prices    (lookup_keys[])
 *   POST /v1/subscriptions (payment_behavior=default_incomplete, expand[])
 *   GET  /v1/subscriptions, GET|POST|DELETE /v1/subscriptions/:id
 *        (update: cancel_at_period_end; items with payment_behavior=pending_if_incomplete)
 *   POST /v1/payment_intents/:id/confirm      (publishable key + client_secret, as Stripe.js does)
 * and a small fake of Stripe.js at /v3/ (window.Stripe with elements(),
 * the Payment Element as plain labelled inputs, submit() and confirmPayment()).
 * Card 4000 0000 0000 0002 is declined, like Stripe's test card.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import qs from 'qs'

type Obj = Record<string, unknown> & { id: string }
type Price = Obj & { lookup_key: string | null; unit_amount: number; currency: string; metadata: Record<string, string>; product: string }
type Invoice = Obj & { status: string; payment_intent_id: string; subscription: string; customer: string; amount_due: number }
type PaymentIntent = Obj & { status: string; client_secret: string; amount: number; invoice: string; last_payment_error: unknown }
type Subscription = Obj & {
	customer: string
	status: string
	cancel_at_period_end: boolean
	metadata: Record<string, string>
	latest_invoice: string
	price: string
	pending_price: string | null
	current_period_start: number
	current_period_end: number
	item_id: string
}

export type ConfirmRecord = { paymentIntent: string; returnUrl: string | null; billingCountry: string | null; card: string | null }

export type FakeStripe = {
	url: string
	secretKey: string
	publishableKey: string
	webhookSecret: string
	/** the fake Stripe.js, for STRIPE_JS_URL */
	stripeJsUrl: string
	customers: Map<string, Obj>
	prices: Map<string, Price>
	subscriptions: Map<string, Subscription>
	paymentIntents: Map<string, PaymentIntent>
	confirms: ConfirmRecord[]
	/** every API request: method and path */
	requests: Array<{ method: string; path: string }>
	/** the subscription as the SDK would see it */
	subscriptionObject(id: string, expandInvoice?: boolean): Record<string, unknown>
	/** pay a subscription's latest invoice as if the card succeeded */
	pay(subscriptionId: string): void
	setStatus(subscriptionId: string, status: string): void
	/** move a subscription into its next billing period (renewal paid) */
	renew(subscriptionId: string, now?: number): void
	close(): Promise<void>
}

const DAY = 24 * 60 * 60
const now = () => Math.floor(Date.now() / 1000)

function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
	return { status, body: { error: { type, message, ...extra } } }
}

export async function startFakeStripe(
	options: { port?: number; secretKey?: string; publishableKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
	const secretKey = options.secretKey ?? 'sk_test_fake_0123456789'
	const publishableKey = options.publishableKey ?? 'pk_test_fake_0123456789abcdef'
	const webhookSecret = options.webhookSecret ?? 'whsec_fake_0123456789'
	const customers = new Map<string, Obj>()
	const products = new Map<string, Obj>()
	const prices = new Map<string, Price>()
	const subscriptions = new Map<string, Subscription>()
	const invoices = new Map<string, Invoice>()
	const paymentIntents = new Map<string, PaymentIntent>()
	const idempotent = new Map<string, { status: number; body: unknown }>()
	const confirms: ConfirmRecord[] = []
	const requests: FakeStripe['requests'] = []
	const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`

	function priceObject(id: string) {
		const price = prices.get(id)!
		return { ...price, object: 'price', active: true, type: 'recurring', recurring: { interval: 'month', interval_count: 1 }, livemode: false }
	}

	function invoiceObject(id: string, withSecret: boolean) {
		const invoice = invoices.get(id)!
		const intent = paymentIntents.get(invoice.payment_intent_id)!
		return {
			id,
			object: 'invoice',
			status: invoice.status,
			customer: invoice.customer,
			currency: 'gbp',
			amount_due: invoice.amount_due,
			amount_paid: invoice.status === 'paid' ? invoice.amount_due : 0,
			livemode: false,
			parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription, metadata: {} } },
			...(withSecret ? { confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' } } : {}),
		}
	}

	function subscriptionObject(id: string, expandInvoice = false) {
		const sub = subscriptions.get(id)!
		return {
			id,
			object: 'subscription',
			customer: sub.customer,
			status: sub.status,
			cancel_at_period_end: sub.cancel_at_period_end,
			currency: 'gbp',
			livemode: false,
			metadata: sub.metadata,
			created: sub.current_period_start,
			pending_update: sub.pending_price ? { subscription_items: [{ id: sub.item_id, price: priceObject(sub.pending_price) }] } : null,
			latest_invoice: expandInvoice ? invoiceObject(sub.latest_invoice, true) : sub.latest_invoice,
			items: {
				object: 'list',
				has_more: false,
				url: `/v1/subscription_items?subscription=${id}`,
				data: [
					{
						id: sub.item_id,
						object: 'subscription_item',
						subscription: id,
						quantity: 1,
						price: priceObject(sub.price),
						current_period_start: sub.current_period_start,
						current_period_end: sub.current_period_end,
					},
				],
			},
		}
	}

	function newInvoice(sub: { id: string; customer: string }, amount: number, paid: boolean) {
		const invoiceId = newId('in')
		const intentId = newId('pi')
		paymentIntents.set(intentId, {
			id: intentId,
			status: paid ? 'succeeded' : 'requires_payment_method',
			client_secret: `${intentId}_secret_${crypto.randomBytes(8).toString('hex')}`,
			amount,
			invoice: invoiceId,
			last_payment_error: null,
		})
		invoices.set(invoiceId, {
			id: invoiceId,
			status: paid ? 'paid' : 'open',
			payment_intent_id: intentId,
			subscription: sub.id,
			customer: sub.customer,
			amount_due: amount,
		})
		return invoiceId
	}

	function pay(subscriptionId: string) {
		const sub = subscriptions.get(subscriptionId)
		if (!sub) throw new Error(`no subscription ${subscriptionId}`)
		const invoice = invoices.get(sub.latest_invoice)!
		invoice.status = 'paid'
		paymentIntents.get(invoice.payment_intent_id)!.status = 'succeeded'
		if (sub.pending_price) {
			sub.price = sub.pending_price
			sub.pending_price = null
		}
		if (sub.status === 'incomplete') {
			sub.status = 'active'
			sub.current_period_start = now()
			sub.current_period_end = now() + 30 * DAY
		}
	}

	function renew(subscriptionId: string, at = now()) {
		const sub = subscriptions.get(subscriptionId)!
		sub.current_period_start = at
		sub.current_period_end = at + 30 * DAY
		sub.latest_invoice = newInvoice(sub, prices.get(sub.price)!.unit_amount, true)
	}

	function route(method: string, pathname: string, params: Record<string, unknown>, auth: string | undefined): { status: number; body: unknown } {
		const bearer = auth?.replace(/^Bearer /, '')
		const parts = pathname.split('/').filter(Boolean)
		// Stripe.js calls with the publishable key and the client secret.
		if (method === 'POST' && parts[1] === 'payment_intents' && parts[3] === 'confirm') {
			if (bearer !== publishableKey && bearer !== secretKey) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.')
			const intent = paymentIntents.get(parts[2] ?? '')
			if (!intent || (bearer === publishableKey && params.client_secret !== intent.client_secret)) {
				return stripeError(404, 'invalid_request_error', `No such payment_intent: '${parts[2]}'`, { code: 'resource_missing' })
			}
			const card = typeof params.card_number === 'string' ? params.card_number.replace(/\s/g, '') : null
			confirms.push({
				paymentIntent: intent.id,
				returnUrl: typeof params.return_url === 'string' ? params.return_url : null,
				billingCountry: typeof params.billing_country === 'string' ? params.billing_country : null,
				card,
			})
			if (card === '4000000000000002') {
				intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }
				return stripeError(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: 'generic_decline' })
			}
			const invoice = invoices.get(intent.invoice)!
			pay(invoice.subscription)
			return { status: 200, body: { id: intent.id, object: 'payment_intent', status: 'succeeded', amount: intent.amount, currency: 'gbp', client_secret: intent.client_secret } }
		}
		if (bearer !== secretKey) {
			return stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${String(bearer).slice(0, 8)}****`)
		}
		const expand = Array.isArray(params.expand) ? (params.expand as string[]) : []
		const expandInvoice = expand.some((e) => e.startsWith('latest_invoice'))
		const [, resource, id] = parts
		const missing = () => stripeError(404, 'invalid_request_error', `No such ${resource?.replace(/s$/, '')}: '${id}'`, { code: 'resource_missing', param: 'id' })
		const metadata = (params.metadata ?? {}) as Record<string, string>

		if (resource === 'balance' && method === 'GET') {
			return { status: 200, body: { object: 'balance', available: [{ amount: 0, currency: 'gbp' }], pending: [], livemode: false } }
		}
		if (resource === 'customers') {
			if (method === 'POST' && !id) {
				const customer = { id: newId('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata, livemode: false }
				customers.set(customer.id, customer)
				return { status: 200, body: customer }
			}
			const customer = customers.get(id ?? '')
			return customer ? { status: 200, body: customer } : missing()
		}
		if (resource === 'products' && method === 'POST') {
			const product = { id: newId('prod'), object: 'product', name: params.name, description: params.description ?? null, metadata, active: true }
			products.set(product.id, product)
			return { status: 200, body: product }
		}
		if (resource === 'prices') {
			if (method === 'GET' && !id) {
				const keys = Array.isArray(params.lookup_keys) ? (params.lookup_keys as string[]) : []
				const data = [...prices.values()].filter((p) => !keys.length || keys.includes(p.lookup_key ?? '')).map((p) => priceObject(p.id))
				return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } }
			}
			if (method === 'POST' && !id) {
				if (!products.has(String(params.product))) return stripeError(400, 'invalid_request_error', `No such product: '${params.product}'`, { code: 'resource_missing', param: 'product' })
				const price: Price = {
					id: newId('price'),
					product: String(params.product),
					unit_amount: Number(params.unit_amount),
					currency: String(params.currency),
					lookup_key: typeof params.lookup_key === 'string' ? params.lookup_key : null,
					metadata,
				}
				prices.set(price.id, price)
				return { status: 200, body: priceObject(price.id) }
			}
		}
		if (resource === 'subscriptions') {
			if (method === 'GET' && !id) {
				const data = [...subscriptions.values()]
					.filter((s) => !params.customer || s.customer === params.customer)
					.filter((s) => !params.status || params.status === 'all' || s.status === params.status)
					.map((s) => subscriptionObject(s.id, expandInvoice))
				return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/subscriptions' } }
			}
			if (method === 'POST' && !id) {
				const items = (params.items ?? []) as Array<{ price?: string }>
				const price = prices.get(items[0]?.price ?? '')
				if (!price) return stripeError(400, 'invalid_request_error', 'No such price', { code: 'resource_missing', param: 'items[0][price]' })
				if (!customers.has(String(params.customer))) return stripeError(400, 'invalid_request_error', `No such customer: '${params.customer}'`, { code: 'resource_missing', param: 'customer' })
				const sub: Subscription = {
					id: newId('sub'),
					customer: String(params.customer),
					status: 'incomplete',
					cancel_at_period_end: false,
					metadata,
					latest_invoice: '',
					price: price.id,
					pending_price: null,
					current_period_start: now(),
					current_period_end: now() + 30 * DAY,
					item_id: newId('si'),
				}
				sub.latest_invoice = newInvoice(sub, price.unit_amount, false)
				subscriptions.set(sub.id, sub)
				return { status: 200, body: subscriptionObject(sub.id, expandInvoice) }
			}
			const sub = subscriptions.get(id ?? '')
			if (!sub) return missing()
			if (method === 'GET') return { status: 200, body: subscriptionObject(sub.id, expandInvoice) }
			if (method === 'DELETE') {
				sub.status = sub.status === 'incomplete' ? 'incomplete_expired' : 'canceled'
				return { status: 200, body: subscriptionObject(sub.id) }
			}
			if (method === 'POST') {
				if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end === 'true'
				const items = (params.items ?? []) as Array<{ id?: string; price?: string }>
				if (items[0]?.price) {
					const price = prices.get(items[0].price)
					if (!price) return stripeError(400, 'invalid_request_error', 'No such price', { code: 'resource_missing' })
					if (params.payment_behavior === 'pending_if_incomplete') {
						sub.pending_price = price.id
						sub.latest_invoice = newInvoice(sub, price.unit_amount, false)
					} else {
						sub.price = price.id
					}
				}
				return { status: 200, body: subscriptionObject(sub.id, expandInvoice) }
			}
		}
		return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${pathname}).`)
	}

	const stripeJs = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'stripe-js.js'), 'utf8')

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (c: Buffer) => chunks.push(c))
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://fake.local')
			const cors = {
				'access-control-allow-origin': '*',
				'access-control-allow-headers': 'authorization, content-type',
				'access-control-allow-methods': 'GET, POST, OPTIONS',
			}
			if (req.method === 'OPTIONS') {
				res.writeHead(204, cors)
				res.end()
				return
			}
			if (url.pathname === '/v3' || url.pathname === '/v3/') {
				res.writeHead(200, { 'content-type': 'text/javascript', ...cors })
				res.end(stripeJs.replace('__FAKE_STRIPE_API__', `http://127.0.0.1:${(server.address() as AddressInfo).port}`))
				return
			}
			const body = Buffer.concat(chunks).toString('utf8')
			const params = { ...qs.parse(url.search.slice(1)), ...qs.parse(body) } as Record<string, unknown>
			requests.push({ method: req.method ?? 'GET', path: url.pathname })
			const key = req.headers['idempotency-key']
			const cacheKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname}:${key}` : null
			let result = cacheKey ? idempotent.get(cacheKey) : undefined
			if (!result) {
				result = route(req.method ?? 'GET', url.pathname, params, req.headers.authorization)
				if (cacheKey && result.status < 500) idempotent.set(cacheKey, result)
			}
			res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': newId('req'), ...cors })
			res.end(JSON.stringify(result.body))
		})
	})
	await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return {
		url,
		secretKey,
		publishableKey,
		webhookSecret,
		stripeJsUrl: `${url}/v3/`,
		customers,
		prices,
		subscriptions,
		paymentIntents,
		confirms,
		requests,
		subscriptionObject,
		pay,
		setStatus: (id, status) => {
			subscriptions.get(id)!.status = status
		},
		renew,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections()
				server.close(() => resolve())
			}),
	}
}
