import {
  Alert,
  Button,
  CopyButton,
  Flex,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Flex.css';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { TRANSLATION_MAX_LENGTH } from '@lorewright/engine';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../api/client';
import { useOptionList } from '../api/content';
import { NARROW_QUERY } from '../app/Layout';
import { ENGLISH, useTranslation, type TranslationRequest } from './translate-api';

/** Time after the last edit before a translation is sent, in milliseconds. */
export const TRANSLATE_DEBOUNCE_MS = 500;

const NO_TARGET = '';

/**
 * The fantasy language translator: a source and a target text with their languages, a swap
 * button that exchanges both, and a translation sent 500 ms after the last change. Side by side
 * on wide screens, stacked at 800 px and below.
 */
export default function TranslatorPage() {
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const languages = useOptionList('GetTranslationLanguages');
  const [source, setSource] = useState(ENGLISH);
  const [target, setTarget] = useState<string | null>('Elvish');
  const [text, setText] = useState('');
  const [output, setOutput] = useState('');

  const request = useMemo<TranslationRequest>(() => ({ text, source, target }), [text, source, target]);
  const [sent] = useDebouncedValue(request, TRANSLATE_DEBOUNCE_MS);
  const translation = useTranslation(sent, TRANSLATION_MAX_LENGTH);
  const { data, dataUpdatedAt, isSuccess } = translation;
  useEffect(() => {
    if (isSuccess) setOutput(data);
  }, [isSuccess, data, dataUpdatedAt]);

  const choices = [ENGLISH, ...(languages.data ?? [source, target].filter((l): l is string => !!l && l !== ENGLISH))];
  const tooLong = text.length > TRANSLATION_MAX_LENGTH;
  const shown = text === '' || target === null ? '' : output;
  const waiting = target !== null && text !== '' && !tooLong && (sent !== request || translation.isFetching);

  const swap = () => {
    if (target === null) return;
    setSource(target);
    setTarget(source);
    setText(shown);
    setOutput(text);
  };

  const sourcePanel = (
    <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
      <NativeSelect label="From" data={choices} value={source} onChange={(e) => setSource(e.currentTarget.value)} />
      <Textarea
        label="Text to translate"
        placeholder={source === ENGLISH ? 'Type something in English…' : `Type something in ${source}…`}
        autosize
        minRows={narrow ? 5 : 10}
        maxRows={narrow ? 12 : 24}
        maxLength={TRANSLATION_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={tooLong ? `Shorten the text to ${TRANSLATION_MAX_LENGTH} characters to translate it.` : undefined}
      />
      <Text size="xs" c={tooLong ? 'red' : 'dimmed'} ta="right" aria-live="polite" data-testid="character-count">
        {text.length} / {TRANSLATION_MAX_LENGTH}
      </Text>
    </Stack>
  );

  const targetPanel = (
    <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
      <NativeSelect
        label="To"
        data={[{ value: NO_TARGET, label: 'Choose a language' }, ...choices]}
        value={target ?? NO_TARGET}
        onChange={(e) => setTarget(e.currentTarget.value === NO_TARGET ? null : e.currentTarget.value)}
      />
      <Textarea
        label="Translation"
        placeholder={target === null ? 'Choose a language to translate into.' : 'The translation appears here.'}
        autosize
        minRows={narrow ? 5 : 10}
        maxRows={narrow ? 12 : 24}
        readOnly
        value={shown}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap" mih={22}>
        <Group gap={6} wrap="nowrap">
          {waiting && (
            <>
              <Loader size={12} />
              <Text size="xs" c="dimmed">
                Translating…
              </Text>
            </>
          )}
        </Group>
        <CopyButton value={shown}>
          {({ copied, copy }) => (
            <Button variant="subtle" size="compact-xs" onClick={copy} disabled={shown === ''}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );

  return (
    <Stack gap="md">
      <Title order={2}>Fantasy Language Translator</Title>
      <Text maw={720}>
        Write a line in English and hear how an elf, a dwarf or a dragon would say it. Each language has its own word
        for every common English word, built from the sounds of its people&apos;s names; names stay as they are, and
        translating back gives you your own words again.
      </Text>
      {languages.isError && (
        <Alert color="red" role="alert" title="Could not load the languages">
          {errorMessage(languages.error)}{' '}
          <Button size="xs" variant="light" onClick={() => void languages.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      <Flex direction={narrow ? 'column' : 'row'} gap="md" align={narrow ? 'stretch' : 'flex-start'}>
        {sourcePanel}
        <Flex justify="center" pt={narrow ? 0 : 24}>
          <Button variant="light" onClick={swap} disabled={target === null} aria-label="Swap languages and texts">
            <span aria-hidden>{narrow ? '⇅' : '⇄'}</span>
            <Text span ml={6} size="sm">
              Swap
            </Text>
          </Button>
        </Flex>
        {targetPanel}
      </Flex>
      {translation.isError && !tooLong && (
        <Alert color="red" role="alert" title="The translation failed">
          {errorMessage(translation.error)}
        </Alert>
      )}
    </Stack>
  );
}
