import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { apiGet, apiPut } from '../api/client';
import { useSession } from '../session/use-session';

/** A named settings profile as the API stores it. */
export type SettingsProfile = {
  configName: string;
  data: { useAdjectives: boolean; globalRaceOptions: string[]; globalEnvironmentOptions: string[] };
};

export const DEFAULT_PROFILE = 'Default';
const SELECTED_KEY = 'lorewright.settingsProfile';

/** The signed-in user's saved configurations of one type, parsed. */
export function useSavedGenerics<T>(typename: 'settings' | 'init') {
  const { signedIn } = useSession();
  return useQuery({
    queryKey: ['generics', typename],
    queryFn: async () =>
      (await apiGet<{ components: string[] }>('GetSavedGenerics', { typename })).components.flatMap((json) => {
        try {
          return [JSON.parse(json) as T];
        } catch {
          return [];
        }
      }),
    enabled: signedIn,
  });
}

/** Save and delete of saved configurations; both refresh the list. */
export function useGenericMutations<T extends { configName: string }>(typename: 'settings' | 'init') {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['generics', typename] });
  const save = useMutation({
    mutationFn: (generic: T) => apiPut('SaveGeneric', { genericdata: generic }, { typename }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (generic: T) => apiPut('DeleteSavedGeneric', { genericdata: generic }, { typename }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** The default profile: adjectives on, every heritage. */
export const defaultProfile = (heritages: readonly string[]): SettingsProfile => ({
  configName: DEFAULT_PROFILE,
  data: { useAdjectives: true, globalRaceOptions: [...heritages], globalEnvironmentOptions: [] },
});

/**
 * The selected settings profile, shared by every generator page and remembered in this browser.
 * Falls back to Default when the selected profile no longer exists.
 */
export function useSelectedProfile() {
  const { signedIn, loading } = useSession();
  const profiles = useSavedGenerics<SettingsProfile>('settings');
  const [selected, setSelectedState] = useState<string>(
    // No storage while the build writes the page out as HTML.
    () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(SELECTED_KEY)) ?? DEFAULT_PROFILE,
  );
  const setSelected = useCallback((name: string) => {
    localStorage.setItem(SELECTED_KEY, name);
    setSelectedState(name);
  }, []);
  const list = profiles.data ?? [];
  const exists = selected === DEFAULT_PROFILE || list.some((p) => p.configName === selected);
  useEffect(() => {
    if (profiles.isSuccess && !exists) setSelected(DEFAULT_PROFILE);
  }, [profiles.isSuccess, exists, setSelected]);
  return {
    profiles: list,
    selected: exists ? selected : DEFAULT_PROFILE,
    profile: list.find((p) => p.configName === selected),
    setSelected,
    /** Whether the profiles are known (or there are none to know: signed out). */
    ready: !loading && (!signedIn || profiles.isFetched),
  };
}
