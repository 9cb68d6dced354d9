import { Card, Stack, Text, Title } from '@mantine/core';
import { usePlannedFeatures } from '../api/content';
import { QueryState } from '../components/QueryState';

/** What is planned, in order. */
export default function PlannedFeaturesPage() {
  const features = usePlannedFeatures();
  return (
    <Stack maw={860}>
      <Title order={2}>Planned Features</Title>
      <QueryState query={features}>
        {(list) => (
          <Stack gap="sm" component="ol" p={0} style={{ listStyle: 'none' }}>
            {list.map((f) => (
              <Card key={f.title} withBorder component="li">
                <Title order={3} size="h4">
                  {f.title}
                </Title>
                <Text size="sm">{f.description}</Text>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
