import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { copyRichText } from './copy';

const CONFIRMATION_MS = 3000;

/** Copy: puts the given rich text on the clipboard and confirms for 3 seconds. */
export function CopyRichButton({
  content,
  label = 'Copy',
}: {
  content: () => { html: string; plain: string };
  label?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    const { html, plain } = content();
    try {
      await copyRichText(html, plain);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" onClick={() => void copy()}>
        {label}
      </Button>
      {state === 'copied' && (
        <Text size="sm" c="green.9" role="status">
          Copied!
        </Text>
      )}
      {state === 'failed' && (
        <Text size="sm" c="red" role="alert">
          The browser would not allow copying.
        </Text>
      )}
    </Group>
  );
}
