import { Button, Text } from '@react-email/components'
import { EmailLayout, buttonStyle } from './layout'

export function ActivationEmail({ firstName, link }: { firstName: string; link: string }) {
	return (
		<EmailLayout preview="Activate your NHS Interview Coach account" heading="Activate your account">
			<Text>Hello {firstName},</Text>
			<Text>Thank you for signing up. Please confirm your e-mail address to activate your account.</Text>
			<Button href={link} style={buttonStyle}>
				Activate my account
			</Button>
			<Text>Or paste this link into your browser: {link}</Text>
			<Text>The link works once and expires in 7 days.</Text>
		</EmailLayout>
	)
}
