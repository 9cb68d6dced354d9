import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import {
  COIN_SPLIT_DEFAULT_RAW,
  COIN_TYPES,
  parseCoinInputs,
  splitCoins,
  type CoinAmounts,
  type CoinSplitRawInput,
  type CoinType,
} from '@lorewright/engine';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { coinFieldProblem, type CoinNumberField } from './coin-fields';

type RawInput = Required<CoinSplitRawInput>;
type AmountField = 'platinum' | 'gold' | 'silver' | 'copper';

const COINS: readonly { type: CoinType; field: AmountField; key: keyof CoinAmounts; short: string; color: string }[] = [
  { type: 'Platinum', field: 'platinum', key: 'Plat', short: 'pp', color: '#a9b8c4' },
  { type: 'Gold', field: 'gold', key: 'Gold', short: 'gp', color: '#e0a820' },
  { type: 'Silver', field: 'silver', key: 'Silver', short: 'sp', color: '#b8bcc2' },
  { type: 'Copper', field: 'copper', key: 'Copper', short: 'cp', color: '#b87333' },
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
                    style={{ width: 12, height: 12, borderRadius: 6, background: coin.color, display: 'inline-block' }}
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

/**
 * A whole-number field that shows exactly what was typed: text that is not a whole number in range
 * is marked with the reason instead of being quietly turned into another number.
 */
function WholeNumberField({
  field,
  label,
  description,
  value,
  onChange,
  rightSection,
}: {
  field: CoinNumberField;
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  rightSection?: ReactNode;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      error={coinFieldProblem(field, value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={rightSection}
    />
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
  const fields: CoinNumberField[] = ['players', 'platinum', 'gold', 'silver', 'copper', 'rate'];
  const unusable = fields.some((field) => coinFieldProblem(field, raw[field]) !== null);

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
          <WholeNumberField field="players" label="Number of Players" value={raw.players} onChange={set('players')} />
          <NativeSelect
            label="Highest Coin"
            description="Largest coin handed out"
            data={[...COIN_TYPES]}
            value={input.highestCoin}
            onChange={(event) => set('highestCoin')(event.currentTarget.value)}
          />
          <WholeNumberField
            field="rate"
            label="Conversion Rate"
            description={`1 gold = ${format(input.rate)} silver`}
            value={raw.rate}
            onChange={set('rate')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" mt="sm">
          {COINS.map((coin) => (
            <WholeNumberField
              key={coin.type}
              field={coin.field}
              label={coin.type}
              value={raw[coin.field]}
              onChange={set(coin.field)}
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

      {unusable ? (
        <Alert color="yellow" role="status" title="Nothing split yet">
          Fix the marked field above: amounts, players and the rate are whole numbers.
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <CoinList
              title="Each Receives"
              amounts={split.eachReceives}
              highest={input.highestCoin}
              worth={shareWorth}
            />
            <CoinList
              title="Leftover Coins"
              amounts={split.leftover}
              highest={input.highestCoin}
              worth={split.Remaining}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {format(input.players)} players share {format(split.totalInCopper)} cp in all.
          </Text>
        </>
      )}
    </Stack>
  );
}
