import { Alert, Button, Card, Group, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { apiGet, apiPut, errorMessage } from '../api/client';
import { QueryState } from '../components/QueryState';
import { GENERATOR_PAGE_DEFS } from '../generators/generator-pages';
import { chartSeries, pageNameOfCall, rangeLabels, type StatsRange } from './stats-chart';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

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
          <Bar
            aria-label="Statistics chart"
            role="img"
            data={{
              labels: rangeLabels(time, series[0]?.data.length ?? 0),
              datasets: chartSeries(series, type === 'usedpagesbreakdown' ? toPageName : undefined).map((s) => ({
                label: s.label,
                data: s.data,
                backgroundColor: s.color,
              })),
            }}
            options={{ responsive: true, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
          />
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
