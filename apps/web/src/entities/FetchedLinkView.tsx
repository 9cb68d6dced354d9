import type { Item, RefPackage, TextComponent } from '@lorewright/engine';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { requestGeneration } from '../api/generation';
import { RetryAlert } from '../components/RetryAlert';
import { ItemView } from './ItemView';

/** The parameters of an `item` link: the item type and the seed GetItem rebuilds it from. */
const itemLink = (data: unknown): { item: string; seed: string } | undefined => {
  const value = data as { item?: unknown; seed?: unknown } | undefined;
  return typeof value?.item === 'string' && typeof value.seed === 'string'
    ? { item: value.item, seed: value.seed }
    : undefined;
};

/** "Generating Data!" while a fetched link's target is made (SPEC section 4). */
function Generating() {
  return (
    <Center role="status" aria-label="Generating Data!" py="lg">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm">Generating Data!</Text>
      </Stack>
    </Center>
  );
}

/** An item link opened in the viewer: the item fetched fresh through GetItem from the link's type and seed. */
function FetchedItem({ link }: { link: { item: string; seed: string } }) {
  const query = useQuery({
    queryKey: ['item-link', link.item, link.seed],
    queryFn: () =>
      requestGeneration('GetItem', { item: [link.item], seed: link.seed, generationCount: 1, adjective: true }),
    staleTime: Infinity,
    retry: false,
  });
  if (query.isError) {
    return <RetryAlert title="Could not load this" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const item = (query.data?.data as Item[] | undefined)?.[0];
  if (!item) return <Generating />;
  return <ItemView item={item} refPackage={query.data?.refPackage as RefPackage | undefined} />;
}

/** The viewer's entry for a link whose target is fetched fresh (an `item` link). */
export function FetchedLinkView({ segment }: { segment: TextComponent }) {
  const link = segment.type === 'item' ? itemLink(segment.optionalData) : undefined;
  if (!link) {
    return (
      <Alert color="gray" title="Not available">
        {segment.text} cannot be opened.
      </Alert>
    );
  }
  return <FetchedItem link={link} />;
}
