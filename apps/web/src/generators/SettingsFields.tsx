import { Button, Checkbox, Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Chip.css';
import { useOptionList } from '../api/content';
import type { ChoiceDef } from './generator-def';
import { displayLabel } from './results';

export { displayLabel };

/** Options given inline or fetched from an option-list call. */
function useOptions(options: string | readonly string[]): readonly string[] {
  const fetched = useOptionList(typeof options === 'string' ? options : '');
  if (typeof options !== 'string') return options;
  return fetched.data ?? [];
}

type MultiProps = { label: string; options: readonly string[]; value: string[]; onChange: (v: string[]) => void };

/** Chips for choosing several values, with Select All and Deselect All. Nothing chosen means Random. */
export function MultiChoice({ label, options, value, onChange }: MultiProps) {
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Text fw={500} size="sm">
          {label}{' '}
          <Text span c="dimmed" size="xs">
            {value.length === 0 ? '(Random: none chosen)' : `(${value.length} chosen)`}
          </Text>
        </Text>
        <Group gap={4}>
          <Button size="compact-xs" variant="light" onClick={() => onChange([...options])}>
            Select All
          </Button>
          <Button size="compact-xs" variant="light" onClick={() => onChange([])}>
            Deselect All
          </Button>
        </Group>
      </Group>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={6}>
          {options.map((o) => (
            <Chip key={o} value={o} size="xs">
              {displayLabel(o)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

/** One generator choice: a select with Random, or chips for several values. */
export function ChoiceField({
  choice,
  value,
  onChange,
}: {
  choice: ChoiceDef;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const options = useOptions(choice.options);
  if (choice.multi) return <MultiChoice label={choice.label} options={options} value={value} onChange={onChange} />;
  const random = choice.random !== false;
  const data = [
    ...(random ? [{ value: 'Random', label: 'Random' }] : []),
    ...options.map((o) => ({ value: o, label: displayLabel(o) })),
  ];
  // The browser's own list: quick to draw, type-ahead built in, and a phone's native picker.
  return (
    <NativeSelect
      label={choice.label}
      data={data}
      value={value[0] ?? (random ? 'Random' : (options[0] ?? ''))}
      onChange={(e) => {
        const v = e.currentTarget.value;
        onChange(!v || v === 'Random' ? [] : [v]);
      }}
      maw={320}
    />
  );
}

/** The Heritage picker: every heritage as a chip; nothing chosen falls back to Random. */
export function HeritagePicker({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const races = useOptions('Races');
  return <MultiChoice label="Heritage" options={races} value={value} onChange={onChange} />;
}

/** Use Adjectives. */
export function AdjectivesField({ value, onChange }: { value: boolean; onChange: (v: boolean) => void }) {
  return <Checkbox label="Use Adjectives" checked={value} onChange={(e) => onChange(e.currentTarget.checked)} />;
}
