import { Body, Container, Head, Heading, Html, Preview, Section, Text } from '@react-email/components'
import { type ReactNode } from 'react'

export function EmailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
	return (
		<Html lang="en-GB">
			<Head />
			<Preview>{preview}</Preview>
			<Body style={{ backgroundColor: '#f0f4f5', fontFamily: 'Arial, sans-serif', color: '#212b32' }}>
				<Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
					<Text style={{ backgroundColor: '#005eb8', color: '#ffffff', fontWeight: 700, padding: '8px 12px', display: 'inline-block' }}>
						NHS Interview Coach
					</Text>
					<Heading as="h1" style={{ fontSize: '24px', color: '#003087' }}>
						{heading}
					</Heading>
					<Section>{children}</Section>
					<Text style={{ fontSize: '12px', color: '#425563', marginTop: '32px' }}>
						You received this e-mail because of an action on your NHS Interview Coach account. If it was
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
