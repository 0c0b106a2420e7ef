import { Button, Text } from '@react-email/components'
import { EmailLayout, buttonStyle } from './layout'

export function WelcomeEmail({ firstName, link }: { firstName: string; link: string }) {
	return (
		<EmailLayout preview="Welcome to NHS Interview Coach" heading={`Welcome, ${firstName}!`}>
			<Text>Your account is ready. Practise NHS interview questions by text or voice and get feedback on the six NHS values, the STAR method and clarity.</Text>
			<Button href={link} style={buttonStyle}>
				Start practising
			</Button>
			<Text>Tip: structure each answer as Situation, Task, Action and Result.</Text>
		</EmailLayout>
	)
}
