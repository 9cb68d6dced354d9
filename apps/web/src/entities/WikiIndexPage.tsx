import { Stack, Text, Title } from '@mantine/core';
import { WikiIndex } from './WikiIndex';

/** The wiki index as a page of its own. */
export default function WikiIndexPage() {
  return (
    <Stack gap="md">
      <Title order={2}>Wiki Index</Title>
      <Text size="sm" c="dimmed">
        Everyone and everything generated or opened during this visit. Entries not opened yet are filled in when you
        open them.
      </Text>
      <WikiIndex />
    </Stack>
  );
}
