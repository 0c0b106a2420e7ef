// A real SMTP server (smtp-server) on 127.0.0.1 that stores each message as
// <dir>/<timestamp>.eml, so tests can read the e-mails the app sends.
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

export async function startFakeSmtp({ dir, port = 0 }) {
	fs.mkdirSync(dir, { recursive: true })
	let counter = 0
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, session, callback) {
			const chunks = []
			stream.on('data', (c) => chunks.push(c))
			stream.on('end', () => {
				const to = session.envelope.rcptTo.map((r) => r.address).join(',')
				const file = path.join(dir, `${Date.now()}-${++counter}-${to.replace(/[^a-z0-9@.]/gi, '_')}.eml`)
				fs.writeFileSync(file, Buffer.concat(chunks))
				callback()
			})
		},
	})
	await new Promise((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, '127.0.0.1', resolve)
	})
	const address = server.server.address()
	return {
		port: typeof address === 'object' && address ? address.port : port,
		close: () => new Promise((resolve) => server.close(resolve)),
	}
}
