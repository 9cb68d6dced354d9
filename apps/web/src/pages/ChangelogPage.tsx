import { Stack, Title } from '@mantine/core';
import { useChangelog } from '../api/content';
import { ChangelogList } from '../components/ChangelogList';
import { QueryState } from '../components/QueryState';

/** Every changelog entry, newest first. */
export default function ChangelogPage() {
  const changelog = useChangelog();
  return (
    <Stack maw={860}>
      <Title order={2}>Changelog</Title>
      <QueryState query={changelog}>{(entries) => <ChangelogList entries={entries} />}</QueryState>
    </Stack>
  );
}
