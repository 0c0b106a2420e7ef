import { Button, Text } from '@react-email/components'
import { EmailLayout, buttonStyle } from './layout'

export function ResetPasswordEmail({ firstName, link }: { firstName: string; link: string }) {
	return (
		<EmailLayout preview="Reset your NHS Interview Coach password" heading="Reset your password">
			<Text>Hello {firstName},</Text>
			<Text>We received a request to reset your password. Choose a new one with the button below.</Text>
			<Button href={link} style={buttonStyle}>
				Reset my password
			</Button>
			<Text>Or paste this link into your browser: {link}</Text>
			<Text>The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail.</Text>
		</EmailLayout>
	)
}
