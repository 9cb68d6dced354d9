import { OPTION_LISTS, type ChangelogEntry, type PlannedFeature } from '@lorewright/engine';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

/** The changelog, newest first (the server serves it oldest first). */
export function useChangelog() {
  return useQuery({
    queryKey: ['changelog'],
    queryFn: async () => (await apiGet<ChangelogEntry[]>('Changelog')).slice().reverse(),
    staleTime: 5 * 60_000,
  });
}

/** The planned features, in order. */
export function usePlannedFeatures() {
  return useQuery({
    queryKey: ['plannedFeatures'],
    queryFn: () => apiGet<PlannedFeature[]>('PlannedFeatures'),
    staleTime: 5 * 60_000,
  });
}

/**
 * An option list such as 'Races' or 'GetEnvironmentTypes'. The engine's copy shows at once (so the
 * settings do not grow under the reader, and they work offline) until the server's answer arrives.
 */
export function useOptionList(name: string) {
  return useQuery({
    queryKey: ['options', name],
    queryFn: () => apiGet<string[]>(name),
    enabled: name !== '',
    staleTime: Infinity,
    placeholderData: (OPTION_LISTS as Record<string, readonly string[] | undefined>)[name] as string[] | undefined,
  });
}
