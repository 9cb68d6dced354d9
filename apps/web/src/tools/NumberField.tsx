import { TextInput, type TextInputProps } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useState } from 'react';

type NumberFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> & {
  value: number;
  /** Receives the typed text; the tracker ignores blank or non-numeric text. */
  onCommit: (text: string) => void;
  /** Commit only on blur or Enter (for fields whose change re-sorts or rescales). */
  commitOnBlur?: boolean;
};

/**
 * A number input that lets the field be cleared and retyped: it shows the typed text while
 * focused and the stored number otherwise.
 */
export function NumberField({ value, onCommit, commitOnBlur = false, onKeyDown, ...props }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const finish = () => {
    if (commitOnBlur && draft !== null) onCommit(draft);
    setDraft(null);
  };
  return (
    <TextInput
      {...props}
      value={draft ?? String(value)}
      autoComplete="off"
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        if (!commitOnBlur) onCommit(text);
      }}
      onBlur={finish}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish();
        onKeyDown?.(event);
      }}
    />
  );
}
