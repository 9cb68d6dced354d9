import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useChangelog } from '../api/content';
import { usePageMeta } from '../app/page-meta';
import { ChangelogList } from '../components/ChangelogList';
import { QueryState } from '../components/QueryState';

const START_HERE = [
  {
    to: '/npcgenerator',
    title: 'NPC Generator',
    text: 'A townsperson with a full sheet, a family, a home and a secret.',
  },
  { to: '/questgenerator', title: 'Quest Generator', text: 'A hook, a patron, a complication and a reward.' },
  { to: '/namegenerator', title: 'Name Generator', text: 'Names for fifteen heritages, with how to say them.' },
  { to: '/initiativetracker', title: 'Initiative Tracker', text: 'Turn order and hit points for the fight at hand.' },
] as const;

/** The home page's title and description. */
export const HOME_META = {
  title: 'Home',
  description: 'Free random generators and table tools for game masters of fantasy tabletop role-playing games.',
};

/** The home page: a greeting, the free-to-use note, places to start and the three latest changes. */
export function HomePage() {
  usePageMeta(HOME_META.title, HOME_META.description);
  const changelog = useChangelog();
  return (
    <Stack maw={860} gap="lg">
      <div>
        <Title order={2}>Welcome, traveler!</Title>
        <Text mt="sm">
          Lorewright is a toolkit for game masters and players of fantasy tabletop role-playing games: generators for
          names, people, places and plots that link to one another, and tools for running the table.
        </Text>
        <Text mt="sm">
          Every tool here is free to use, at your table or in your published work. If Lorewright helps you, a mention of
          where your content came from is always appreciated.
        </Text>
      </div>
      <section aria-labelledby="start-here">
        <Title order={2} size="h3" id="start-here" mb="sm">
          Start here
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {START_HERE.map((item) => (
            <Card key={item.to} withBorder component={Link} to={item.to} padding="md">
              <Text fw={600}>{item.title}</Text>
              <Text size="sm" c="dimmed">
                {item.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="latest-changes">
        {/* The link sits beside the heading, so the list arriving below it moves nothing. */}
        <Group justify="space-between" align="baseline" mb="sm">
          <Title order={2} size="h3" id="latest-changes">
            Latest changes
          </Title>
          <Anchor component={Link} to="/changelog" size="sm">
            See the whole changelog
          </Anchor>
        </Group>
        <QueryState query={changelog}>{(entries) => <ChangelogList entries={entries.slice(0, 3)} />}</QueryState>
      </section>
    </Stack>
  );
}
