/* A small fake of Stripe.js v3 for browser tests, served by tests/fakes/stripe.ts at /v3/.
 * window.Stripe(publishableKey) -> { elements(), confirmPayment(), ... }: enough for
 * @stripe/react-stripe-js's <Elements> and <PaymentElement>. The Payment Element renders
 * plain labelled inputs (no iframe) and confirmPayment posts them to the fake API. */
;(function () {
	var API = '__FAKE_STRIPE_API__'

	function field(container, id, label, autocomplete, value) {
		var wrap = document.createElement('div')
		wrap.style.marginBottom = '8px'
		var l = document.createElement('label')
		l.htmlFor = id
		l.textContent = label
		l.style.display = 'block'
		var input = document.createElement('input')
		input.id = id
		input.name = id
		input.autocomplete = autocomplete
		input.value = value || ''
		input.style.border = '1px solid #767676'
		input.style.padding = '4px'
		wrap.appendChild(l)
		wrap.appendChild(input)
		container.appendChild(wrap)
		return input
	}

	function Stripe(key) {
		if (!/^pk_(test|live)_/.test(String(key))) throw new Error('Invalid publishable key')
		var notInFake = function () {
			return Promise.reject(new Error('Not implemented in the fake Stripe.js'))
		}
		var stripe = {
			_registerWrapper: function () {},
			registerAppInfo: function () {},
			createToken: notInFake,
			createPaymentMethod: notInFake,
			confirmCardPayment: notInFake,
		}
		stripe.elements = function (options) {
			var clientSecret = options && options.clientSecret
			var inputs = null
			var elements = {
				update: function () {},
				getElement: function () {
					return null
				},
			}
			function validate() {
				if (!inputs) return { type: 'validation_error', message: 'The payment form is not ready.' }
				if (inputs.number.value.replace(/\s/g, '').length < 12) return { type: 'validation_error', message: 'Your card number is incomplete.' }
				if (!/^\d{2}\s*\/\s*\d{2}$/.test(inputs.expiry.value)) return { type: 'validation_error', message: "Your card's expiration date is incomplete." }
				if (!/^\d{3,4}$/.test(inputs.cvc.value)) return { type: 'validation_error', message: "Your card's security code is incomplete." }
				if (!inputs.postal.value.trim()) return { type: 'validation_error', message: 'Your postal code is incomplete.' }
				return null
			}
			elements.submit = function () {
				var error = validate()
				return Promise.resolve(error ? { error: error } : {})
			}
			elements.create = function (type, elementOptions) {
				var handlers = {}
				var el = {
					options: elementOptions,
					on: function (event, cb) {
						;(handlers[event] = handlers[event] || []).push(cb)
						return el
					},
					off: function (event, cb) {
						handlers[event] = (handlers[event] || []).filter(function (h) {
							return h !== cb
						})
						return el
					},
					update: function () {},
					focus: function () {},
					blur: function () {},
					clear: function () {},
					collapse: function () {},
					destroy: function () {
						inputs = null
					},
					unmount: function () {},
					mount: function (node) {
						var root = typeof node === 'string' ? document.querySelector(node) : node
						root.setAttribute('data-fake-stripe-element', type)
						var fields = ((elementOptions || {}).fields || {}).billingDetails || {}
						var addr = (fields.address || {})
						root.setAttribute('data-layout', String(((elementOptions || {}).layout || {}).type || (elementOptions || {}).layout))
						root.setAttribute('data-line2', String(addr.line2))
						inputs = {
							number: field(root, 'fake-card-number', 'Card number', 'cc-number'),
							expiry: field(root, 'fake-card-expiry', 'Expiry (MM / YY)', 'cc-exp'),
							cvc: field(root, 'fake-card-cvc', 'Security code', 'cc-csc'),
							postal: field(root, 'fake-postal-code', 'Postal code', 'postal-code'),
						}
						Object.keys(inputs).forEach(function (k) {
							inputs[k].addEventListener('input', function () {
								;(handlers.change || []).forEach(function (h) {
									h({ elementType: type, complete: !validate(), empty: false })
								})
							})
						})
						setTimeout(function () {
							;(handlers.ready || []).forEach(function (h) {
								h({ elementType: type })
							})
						}, 50)
					},
				}
				return el
			}
			elements._clientSecret = clientSecret
			elements._inputs = function () {
				return inputs
			}
			return elements
		}
		stripe.confirmPayment = function (args) {
			var elements = args.elements
			var inputs = elements._inputs()
			var secret = elements._clientSecret || args.clientSecret
			var intentId = String(secret).split('_secret_')[0]
			var params = args.confirmParams || {}
			var billing = (((params.payment_method_data || {}).billing_details || {}).address || {})
			var body = new URLSearchParams({
				client_secret: secret,
				return_url: params.return_url || '',
				billing_country: billing.country || '',
				card_number: inputs ? inputs.number.value : '',
			})
			return fetch(API + '/v1/payment_intents/' + intentId + '/confirm', {
				method: 'POST',
				headers: { authorization: 'Bearer ' + key, 'content-type': 'application/x-www-form-urlencoded' },
				body: body.toString(),
			})
				.then(function (r) {
					return r.json()
				})
				.then(function (json) {
					return json.error ? { error: json.error } : { paymentIntent: json }
				})
		}
		return stripe
	}
	Stripe.version = 3
	window.Stripe = Stripe
})()
