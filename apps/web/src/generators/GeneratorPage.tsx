import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import type { RefPackage } from '@lorewright/engine';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiPut, errorMessage } from '../api/client';
import { prefetchBrowserEngine, requestGeneration } from '../api/generation';
import { RetryAlert } from '../components/RetryAlert';
import { RichText, RichTextSections } from '../components/RichText';
import { useRefStore } from '../entities/RefStoreProvider';
import { WikiIndexButton } from '../entities/WikiIndexButton';
import { useSession } from '../session/use-session';
import { ProfileSelect } from '../user/ProfileSelect';
import { DEFAULT_PROFILE, useSelectedProfile, type SettingsProfile } from '../user/settings-profiles';
import type { GeneratorPageDef } from './generator-def';
import type { DisplayResult } from './results';
import { AdjectivesField, ChoiceField, HeritagePicker } from './SettingsFields';
import { newSeed, parseKeep, useGeneratorUrl, type GeneratorSettings } from './use-generator-url';
import './generator-page.css';

const SAVED_CONFIRMATION_MS = 3000;
const COUNT_OPTIONS = ['1', '5', '10', '25'];

function ResultCard({
  result,
  keep,
}: {
  result: DisplayResult;
  /** In a batch: whether this result is kept through the next reroll, and how to change that. */
  keep?: { kept: boolean; toggle: () => void; position: number };
}) {
  return (
    <Card withBorder component="article" padding="md" className={keep?.kept ? 'lw-result-kept' : undefined}>
      {keep && (
        <Button
          size="compact-xs"
          variant={keep.kept ? 'filled' : 'light'}
          pos="absolute"
          top={8}
          right={8}
          aria-pressed={keep.kept}
          aria-label={`Keep result ${keep.position} when rerolling`}
          onClick={keep.toggle}
        >
          {keep.kept ? '🔒 Kept' : 'Keep'}
        </Button>
      )}
      {result.title && (
        <Title order={3} size="h4" pr={keep ? 72 : undefined}>
          {result.title}
        </Title>
      )}
      {result.subtitle && (
        <Text size="sm" c="dimmed" mb={4}>
          {result.subtitle}
        </Text>
      )}
      {result.parts && <RichText parts={result.parts} />}
      {result.sections && <RichTextSections sections={result.sections} />}
    </Card>
  );
}

function SaveButton({ results }: { results: DisplayResult[] }) {
  const { signedIn } = useSession();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: async () => {
      for (const r of results) await apiPut(r.save.path, r.save.body, r.save.params);
    },
    onSuccess: () => setSaved(true),
  });
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  if (!signedIn) {
    return (
      <Button variant="default" disabled>
        Login to Save
      </Button>
    );
  }
  return (
    <Group gap="xs">
      <Button variant="default" onClick={() => save.mutate()} loading={save.isPending} disabled={results.length === 0}>
        Save
      </Button>
      {saved && (
        <Text c="green" size="sm" role="status">
          Saved!
        </Text>
      )}
      {save.isError && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(save.error)}
        </Text>
      )}
    </Group>
  );
}

type FormSettings = Omit<GeneratorSettings, 'seed'>;

/** The form with a settings profile's adjectives and heritages (Default: adjectives on, any heritage). */
const withProfile = (form: FormSettings, profile: SettingsProfile | undefined): FormSettings => ({
  ...form,
  adjectives: profile?.data.useAdjectives ?? true,
  heritages: profile?.data.globalRaceOptions ?? [],
});

/** What decides a batch besides its seed: kept results only stay while this stays the same. */
const generationKey = (s: FormSettings): string =>
  JSON.stringify([s.count, s.adjectives, s.heritages, s.choices, s.locks]);

/** Builds the query of a generation from its settings. */
function toQuery(def: GeneratorPageDef, s: GeneratorSettings & { seed: string }, profile: string) {
  return {
    seed: s.seed,
    settingsProfile: profile === DEFAULT_PROFILE ? undefined : profile,
    generationCount: def.multiple ? s.count : 1,
    adjective: s.adjectives,
    ...(def.heritage ? { race: s.heritages } : {}),
    ...s.choices,
    ...(s.locks.length > 0 ? { lock: s.locks } : {}),
  };
}

/**
 * The page every generator uses: settings, "Generate New <noun>", Save, the results and a side
 * panel. The URL holds the seed and settings, so reloading or sharing it shows the same results.
 */
export function GeneratorPage({ def }: { def: GeneratorPageDef }) {
  const choiceParams = (def.choices ?? []).map((c) => c.param);
  const { settings, apply } = useGeneratorUrl(choiceParams);
  const [form, setForm] = useState<FormSettings>(() => ({
    ...settings,
    choices: Object.fromEntries(
      (def.choices ?? []).map((c) => [
        c.param,
        settings.choices[c.param]?.length ? settings.choices[c.param]! : [...(c.initial ?? [])],
      ]),
    ),
  }));
  const seed = settings.seed;
  const { signedIn } = useSession();
  const profiles = useSelectedProfile();

  const applyProfile = (profile: SettingsProfile | undefined) => setForm((f) => withProfile(f, profile));

  // A first visit without a seed generates once, at once, with the selected profile's settings.
  const autoGenerated = useRef(false);
  useEffect(() => {
    if (seed || autoGenerated.current || !profiles.ready) return;
    autoGenerated.current = true;
    const initial = profiles.profile ? withProfile(form, profiles.profile) : form;
    setForm(initial);
    apply({ ...initial, seed: newSeed() }, true);
  }, [seed, profiles.ready, profiles.profile, apply, form]);

  useEffect(() => def.preload?.(), [def]);
  const query = useQuery({
    queryKey: ['generate', def.api, seed, { ...settings, keep: [] }],
    queryFn: () => requestGeneration(def.api, toQuery(def, { ...settings, seed: seed! }, profiles.selected)),
    enabled: !!seed,
    staleTime: Infinity,
    retry: false,
  });
  // Kept results of a batch come from the batch they were first made in (same settings, its seed).
  const keptSeeds = [...new Set(settings.keep.map((k) => parseKeep(k)?.seed ?? ''))].filter(
    (s) => s !== '' && s !== seed,
  );
  const keptBatches = useQueries({
    queries: keptSeeds.map((keptSeed) => ({
      queryKey: ['generate', def.api, keptSeed, { ...settings, keep: [] }],
      queryFn: () =>
        requestGeneration(def.api, toQuery(def, { ...settings, keep: [], seed: keptSeed }, profiles.selected)),
      staleTime: Infinity,
      retry: false,
    })),
  });
  const fresh = query.data ? def.toResults(query.data) : [];
  const keptSource = new Map(
    settings.keep.flatMap((k) => (parseKeep(k) ? [[parseKeep(k)!.index, parseKeep(k)!.seed]] : [])),
  );
  const results = fresh.map((result, i) => {
    const source = keptSource.get(i);
    if (!source || source === seed) return result;
    const batch = keptBatches[keptSeeds.indexOf(source)]?.data;
    return (batch ? def.toResults(batch)[i] : undefined) ?? result;
  });
  const toggleKeep = (i: number) => {
    // The address as it is now, so a second click before the page redraws builds on the first.
    const kept = new URLSearchParams(window.location.search).getAll('keep').filter((k) => parseKeep(k) !== null);
    const others = kept.filter((k) => parseKeep(k)?.index !== i);
    const next = others.length < kept.length ? others : [...others, `${i}:${seed}`];
    apply({ ...settings, seed: seed!, keep: next }, true);
  };
  const batch = def.multiple && !def.render && results.length > 1;
  useEffect(() => (query.isSuccess ? prefetchBrowserEngine() : undefined), [query.isSuccess]);
  const { merge } = useRefStore();
  // Linked entities of an answer join the reference store, so their links open in the viewer.
  useEffect(() => merge(query.data?.refPackage as RefPackage | undefined), [query.data, merge]);

  const generate = () => {
    if (query.isFetching) return;
    // Locks and kept results stay through a reroll while the settings stay; new settings start afresh.
    const sameSettings = generationKey({ ...form, locks: settings.locks }) === generationKey(settings);
    apply({ ...form, locks: settings.locks, keep: sameSettings ? settings.keep : [], seed: newSeed() });
  };

  return (
    <div className="generator-layout">
      <div>
        <Stack gap="md">
          <Title order={2}>{def.title}</Title>
          <Paper withBorder p="md" component="section" aria-labelledby="settings-heading">
            <Title order={3} size="h5" id="settings-heading" mb="sm">
              Settings
            </Title>
            <Stack gap="sm">
              {signedIn && (
                <ProfileSelect
                  profiles={profiles.profiles}
                  value={profiles.selected}
                  onChange={(name) => {
                    profiles.setSelected(name);
                    applyProfile(profiles.profiles.find((p) => p.configName === name));
                  }}
                />
              )}
              {def.heritage && (
                <HeritagePicker value={form.heritages} onChange={(heritages) => setForm({ ...form, heritages })} />
              )}
              {(def.choices ?? []).map((choice) => (
                <ChoiceField
                  key={choice.param}
                  choice={choice}
                  value={form.choices[choice.param] ?? []}
                  onChange={(values) => setForm({ ...form, choices: { ...form.choices, [choice.param]: values } })}
                />
              ))}
              {def.adjectives && (
                <AdjectivesField value={form.adjectives} onChange={(adjectives) => setForm({ ...form, adjectives })} />
              )}
              {def.multiple && (
                <div>
                  <Text size="sm" fw={500} id="count-label" mb={4}>
                    Number to Generate
                  </Text>
                  <SegmentedControl
                    aria-labelledby="count-label"
                    data={COUNT_OPTIONS}
                    value={String(form.count)}
                    onChange={(v) => setForm({ ...form, count: Number(v) })}
                  />
                </div>
              )}
            </Stack>
          </Paper>
          <Group gap="sm">
            <Button onClick={generate} loading={query.isFetching}>
              Generate New {def.noun}
            </Button>
            <SaveButton results={results} />
            {/* Results that create people and places (quests, rumors, landmarks...) offer the wiki index too. */}
            {def.links && !def.render && <WikiIndexButton />}
            {batch && settings.keep.length > 0 && (
              <Group gap="xs">
                <Text size="sm" c="dimmed" role="status">
                  {settings.keep.length} kept; Generate New rerolls the others.
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => apply({ ...settings, seed: seed!, keep: [] }, true)}
                >
                  Keep none
                </Button>
              </Group>
            )}
          </Group>
          {query.isError && (
            <RetryAlert title="Generation failed" error={query.error} onRetry={() => void query.refetch()} />
          )}
          {query.data?.generatedInBrowser === true && (
            <Alert color="gray" title="Made in your browser" role="status">
              The server could not be reached, so these were generated here, from the same seed and settings: they are
              what the server would have given. Saving needs the connection back.
            </Alert>
          )}
          <Stack gap="sm" aria-live="polite" aria-busy={query.isFetching} data-testid="results">
            {query.isPending && seed
              ? Array.from({ length: Math.min(settings.count, 5) }, (_, i) => (
                  <Skeleton key={i} height={def.placeholderHeight ?? 60} />
                ))
              : def.render && query.data
                ? def.render(query.data)
                : results.map((result, i) => (
                    <ResultCard
                      key={i}
                      result={result}
                      keep={
                        batch ? { kept: keptSource.has(i), toggle: () => toggleKeep(i), position: i + 1 } : undefined
                      }
                    />
                  ))}
          </Stack>
        </Stack>
      </div>
      <div>
        <Paper withBorder p="md" component="aside" aria-label="About this generator">
          <Stack gap="xs">
            <Text size="sm">{def.description}</Text>
            {def.tip && (
              <Text size="sm" c="dimmed">
                {def.tip}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              The page address remembers these results: bookmark or share it to see them again.
            </Text>
            <CopyButton value={typeof window === 'undefined' ? '' : window.location.href}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} disabled={!seed}>
                  {copied ? 'Link copied' : 'Copy permalink'}
                </Button>
              )}
            </CopyButton>
            {seed && (
              <Text size="xs" c="dimmed">
                Seed: <code>{seed}</code>
              </Text>
            )}
          </Stack>
        </Paper>
      </div>
    </div>
  );
}
