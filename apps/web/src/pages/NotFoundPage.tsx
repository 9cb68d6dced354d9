import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageMeta } from '../app/page-meta';

/** Shown for any path that is not a page. */
export function NotFoundPage() {
  usePageMeta('Not Found', 'This page does not exist.');
  return (
    <Stack maw={640}>
      <Title order={2}>This path leads nowhere</Title>
      <Text>The page you were looking for is not here. Perhaps a mischievous fey moved it.</Text>
      <Anchor component={Link} to="/">
        Back to the home page
      </Anchor>
    </Stack>
  );
}
