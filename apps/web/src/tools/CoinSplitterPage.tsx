import { Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  COIN_SPLIT_DEFAULT_RAW,
  COIN_TYPES,
  MAX_COIN_AMOUNT,
  MAX_CONVERSION_RATE,
  parseCoinInputs,
  splitCoins,
  type CoinAmounts,
  type CoinSplitRawInput,
  type CoinType,
} from '@lorewright/engine';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

type RawInput = Required<CoinSplitRawInput>;
type AmountField = 'platinum' | 'gold' | 'silver' | 'copper';

const COINS: readonly { type: CoinType; field: AmountField; key: keyof CoinAmounts; short: string; colour: string }[] =
  [
    { type: 'Platinum', field: 'platinum', key: 'Plat', short: 'pp', colour: '#a9b8c4' },
    { type: 'Gold', field: 'gold', key: 'Gold', short: 'gp', colour: '#e0a820' },
    { type: 'Silver', field: 'silver', key: 'Silver', short: 'sp', colour: '#b8bcc2' },
    { type: 'Copper', field: 'copper', key: 'Copper', short: 'cp', colour: '#b87333' },
  ];

const format = (n: number): string => n.toLocaleString('en-US');

/** Form text from the address (?gold=120&players=5 ...), so other pages can send coins here. */
function fromSearch(params: URLSearchParams): RawInput {
  const raw = { ...COIN_SPLIT_DEFAULT_RAW };
  for (const key of Object.keys(raw) as (keyof RawInput)[]) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return raw;
}

function CoinList({
  title,
  amounts,
  highest,
  worth,
}: {
  title: string;
  amounts: CoinAmounts;
  highest: CoinType;
  worth: number;
}) {
  const shown = COINS.slice(COIN_TYPES.indexOf(highest));
  const id = `coins-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {shown.map((coin) => (
            <Table.Tr key={coin.type}>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <span
                    aria-hidden
                    style={{ width: 12, height: 12, borderRadius: 6, background: coin.colour, display: 'inline-block' }}
                  />
                  {coin.type}
                </Group>
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {format(amounts[coin.key])} {coin.short}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        Worth {format(worth)} cp in all.
      </Text>
    </Paper>
  );
}

/** The true coin splitter: pools every coin, gives each player an equal share and shows what is left over. */
export default function CoinSplitterPage() {
  const [searchParams] = useSearchParams();
  const [raw, setRaw] = useState<RawInput>(() => fromSearch(searchParams));
  const input = parseCoinInputs(raw);
  const split = splitCoins(input);
  const set = (key: keyof RawInput) => (value: string | number) =>
    setRaw((prev) => ({ ...prev, [key]: String(value) }));
  const shareWorth = (split.totalInCopper - split.Remaining) / input.players;

  return (
    <Stack gap="md">
      <Title order={2}>True Coin Splitter</Title>
      <Text>
        Pool the party&apos;s coins, choose the largest coin you want to hand out, and see what each player receives.
        Coins are changed as needed so everyone gets exactly the same worth, in as few coins as possible.
      </Text>

      <Paper
        withBorder
        p="md"
        component="form"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Coins to split"
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
          <NumberInput
            label="Number of Players"
            value={raw.players}
            onChange={set('players')}
            min={2}
            max={MAX_COIN_AMOUNT}
            allowDecimal={false}
            allowNegative={false}
          />
          <NativeSelect
            label="Highest Coin"
            description="Largest coin handed out"
            data={[...COIN_TYPES]}
            value={input.highestCoin}
            onChange={(event) => set('highestCoin')(event.currentTarget.value)}
          />
          <NumberInput
            label="Conversion Rate"
            description={`1 gold = ${format(input.rate)} silver`}
            value={raw.rate}
            onChange={set('rate')}
            min={1}
            max={MAX_CONVERSION_RATE}
            allowDecimal={false}
            allowNegative={false}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" mt="sm">
          {COINS.map((coin) => (
            <NumberInput
              key={coin.type}
              label={coin.type}
              value={raw[coin.field]}
              onChange={set(coin.field)}
              min={0}
              max={MAX_COIN_AMOUNT}
              allowDecimal={false}
              allowNegative={false}
              rightSection={
                <Text size="xs" c="dimmed" aria-hidden>
                  {coin.short}
                </Text>
              }
            />
          ))}
        </SimpleGrid>
        <Group mt="md">
          <Button variant="default" onClick={() => setRaw({ ...COIN_SPLIT_DEFAULT_RAW })}>
            Reset to Default
          </Button>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CoinList title="Each Receives" amounts={split.eachReceives} highest={input.highestCoin} worth={shareWorth} />
        <CoinList title="Leftover Coins" amounts={split.leftover} highest={input.highestCoin} worth={split.Remaining} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {format(input.players)} players share {format(split.totalInCopper)} cp in all.
      </Text>
    </Stack>
  );
}
