import { Alert, Button, Card, Group, List, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { apiGet, apiPut, errorMessage } from '../api/client';
import { lazyPage } from '../components/lazy-page';
import { QueryState } from '../components/QueryState';
import { GENERATOR_PAGE_DEFS } from '../generators/generator-pages';
import { chartSeries, pageNameOfCall, rangeLabels, type StatsRange } from './stats-chart';

// The chart's code (Chart.js) loads beside the figures; the rest of the page shows at once.
const StatsBars = lazyPage(() => import('./StatsBars'));
/** The chart's place while its code loads, the size the chart will take (Chart.js draws bars twice as wide as tall). */
const chartPlace = <Skeleton style={{ aspectRatio: '2 / 1' }} />;

type Series = { name: string; data: number[] };
type Feedback = { email: string; toolInfo: string; feedback: string };
const FEEDBACK_REFRESH_MS = 500;
const PAGE_TITLES = new Map(GENERATOR_PAGE_DEFS.map((def) => [def.api, def.title]));
const toPageName = (call: string): string => pageNameOfCall(call, PAGE_TITLES);

function StatisticsChart() {
  const [time, setTime] = useState<StatsRange>('week');
  const [type, setType] = useState('uniquevisitors');
  const stats = useQuery({
    queryKey: ['stats', time, type],
    queryFn: () => apiGet<{ stats: Series[] }>('GetStatistics', { time, type }),
  });
  useEffect(() => void StatsBars.preload().catch(() => undefined), []);
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" mb="md">
        <NativeSelect
          label="Range"
          data={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
            { value: 'year', label: 'Year' },
          ]}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value as StatsRange)}
        />
        <NativeSelect
          label="Measure"
          data={[
            { value: 'uniquevisitors', label: 'Unique visitors' },
            { value: 'usedpages', label: 'Pages used' },
            { value: 'usedpagesbreakdown', label: 'Pages used, by page' },
          ]}
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
        />
        <Button variant="light" loading={stats.isFetching} onClick={() => void stats.refetch()}>
          Refresh
        </Button>
      </Group>
      <QueryState query={stats}>
        {({ stats: series }) => (
          <Suspense fallback={chartPlace}>
            <StatsBars
              labels={rangeLabels(time, series[0]?.data.length ?? 0)}
              series={chartSeries(series, type === 'usedpagesbreakdown' ? toPageName : undefined)}
            />
          </Suspense>
        )}
      </QueryState>
    </Paper>
  );
}

function FeedbackList() {
  const client = useQueryClient();
  const feedback = useQuery({ queryKey: ['feedback'], queryFn: () => apiGet<{ feedback: Feedback[] }>('GetFeedback') });
  const remove = useMutation({
    mutationFn: (item: Feedback) => apiPut('DeleteFeedback', item),
    onSuccess: () => setTimeout(() => void client.invalidateQueries({ queryKey: ['feedback'] }), FEEDBACK_REFRESH_MS),
  });
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Feedback
      </Title>
      {remove.isError && (
        <Alert color="red" role="alert">
          {errorMessage(remove.error)}
        </Alert>
      )}
      <QueryState query={feedback}>
        {({ feedback: items }) =>
          items.length === 0 ? (
            <Text c="dimmed">No feedback yet.</Text>
          ) : (
            items.map((item, i) => (
              <Card key={i} withBorder padding="sm">
                <Text style={{ whiteSpace: 'pre-wrap' }}>{item.feedback}</Text>
                <Group justify="space-between" mt="xs">
                  <Text size="xs" c="dimmed">
                    {[item.email, item.toolInfo].filter(Boolean).join(' · ') || 'anonymous'}
                  </Text>
                  <Button size="xs" color="red" variant="light" onClick={() => remove.mutate(item)}>
                    Delete
                  </Button>
                </Group>
              </Card>
            ))
          )
        }
      </QueryState>
    </Stack>
  );
}

function Users() {
  const users = useQuery({
    queryKey: ['users'],
    queryFn: () => apiGet<{ users: { username: string }[] }>('GetAllUsers'),
  });
  return (
    <QueryState query={users}>
      {({ users: list }) => (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Registered Users: {list.length}
          </Title>
          <List size="sm">
            {list.map((u) => (
              <List.Item key={u.username}>{u.username}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </QueryState>
  );
}

/** Admin statistics: visits chart, translator setup, feedback and registered users. */
export default function StatsPage() {
  const setup = useMutation({ mutationFn: () => apiGet('SetupTranslations') });
  return (
    <Stack maw={960}>
      <Title order={2}>Statistics</Title>
      <StatisticsChart />
      <Group>
        <Button variant="default" loading={setup.isPending} onClick={() => setup.mutate()}>
          Setup Languages
        </Button>
        {setup.isSuccess && (
          <Text c="green" size="sm" role="status">
            Languages rebuilt.
          </Text>
        )}
        {setup.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(setup.error)}
          </Text>
        )}
      </Group>
      <FeedbackList />
      <Users />
    </Stack>
  );
}
