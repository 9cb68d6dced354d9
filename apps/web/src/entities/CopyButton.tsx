import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { copyPlainText, copyRichText } from './copy';
import type { CopyContent } from './copy-doc';

const CONFIRMATION_MS = 3000;

/**
 * Copy and Copy Markdown: put a sheet on the clipboard, as rich text (HTML with plain text) for
 * documents, or as Markdown with wiki-links for note tools, and confirm for 3 seconds.
 */
export function CopyRichButton({ content }: { content: () => CopyContent }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (form: 'rich' | 'markdown') => {
    const { html, plain, markdown } = content();
    try {
      if (form === 'rich') await copyRichText(html, plain);
      else await copyPlainText(markdown);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" onClick={() => void copy('rich')}>
        Copy
      </Button>
      <Button variant="default" size="xs" onClick={() => void copy('markdown')}>
        Copy Markdown
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
