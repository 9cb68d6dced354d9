import { Stack, Text, Title } from '@mantine/core';
import { ContactForm } from '../components/ContactForm';

/** Suggestions and bug reports. */
export default function ContactPage() {
  return (
    <Stack maw={640}>
      <Title order={2}>Suggestions & Bug Reports</Title>
      <Text>Found a bug, or want a generator we do not have yet? Tell us.</Text>
      <ContactForm />
    </Stack>
  );
}
