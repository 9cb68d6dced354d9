import type { ChangelogEntry } from '@lorewright/engine';
import { Card, List, Stack, Text, Title } from '@mantine/core';

/** Changelog entries as cards: version, date and the list of changes. */
export function ChangelogList({ entries }: { entries: readonly ChangelogEntry[] }) {
  return (
    <Stack gap="sm">
      {entries.map((entry) => (
        <Card key={entry.version} withBorder component="article">
          <Title order={3} size="h4">
            Version {entry.version}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {new Date(`${entry.dateUpdated}T00:00:00Z`).toLocaleDateString('en', {
              dateStyle: 'long',
              timeZone: 'UTC',
            })}
          </Text>
          <List size="sm" spacing={4}>
            {entry.changes.map((change) => (
              <List.Item key={change}>{change}</List.Item>
            ))}
          </List>
        </Card>
      ))}
    </Stack>
  );
}
