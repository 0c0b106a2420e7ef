import { Body, Column, Container, Head, Heading, Html, Img, Preview, Row, Section, Text } from '@react-email/components'
import { type ReactNode } from 'react'
import { getEnv } from '#app/services/env.server'

const PRODUCT_NAME = 'NHS Interview Coach'

/** Our mark (public/email-logo.png, the header's speech bubble with a tick) and the product name. */
function EmailBrand() {
	return (
		<Row style={{ width: 'auto' }}>
			<Column style={{ width: '40px', verticalAlign: 'middle' }}>
				{/* The name beside it says what it is, so the image itself is decorative. */}
				<Img src={`${getEnv().APP_URL}/email-logo.png`} width="32" height="32" alt="" />
			</Column>
			<Column style={{ verticalAlign: 'middle' }}>
				<Text style={{ margin: 0, fontSize: '18px', fontWeight: 700, color: '#212b32' }}>{PRODUCT_NAME}</Text>
			</Column>
		</Row>
	)
}

export function EmailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
	return (
		<Html lang="en-GB">
			<Head />
			<Preview>{preview}</Preview>
			<Body style={{ backgroundColor: '#f0f4f5', fontFamily: 'Arial, sans-serif', color: '#212b32' }}>
				<Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
					<EmailBrand />
					<Heading as="h1" style={{ fontSize: '24px', color: '#003087' }}>
						{heading}
					</Heading>
					<Section>{children}</Section>
					<Text style={{ fontSize: '12px', color: '#425563', marginTop: '32px' }}>
						You received this e-mail because of an action on your {PRODUCT_NAME} account. If it was
						not you, you can ignore it.
					</Text>
				</Container>
			</Body>
		</Html>
	)
}

export const buttonStyle = {
	backgroundColor: '#005eb8',
	color: '#ffffff',
	padding: '12px 20px',
	borderRadius: '4px',
	fontWeight: 700,
	textDecoration: 'none',
	display: 'inline-block',
}
