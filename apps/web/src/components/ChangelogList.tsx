import type { ChangelogEntry } from '@lorewright/engine';
import { Card, List, Stack, Text, Title } from '@mantine/core';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2026-11-24" as "November 24, 2026". Written out rather than through Intl, whose first date
 * format costs a phone tens of milliseconds on the home page's first paint.
 */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

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
            {longDate(entry.dateUpdated)}
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
