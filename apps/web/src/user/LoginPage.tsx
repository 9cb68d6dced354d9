import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet, errorMessage } from '../api/client';
import { useOptionList } from '../api/content';
import { useConfirm } from '../components/ConfirmDialog';
import { AdjectivesField, HeritagePicker } from '../generators/SettingsFields';
import { useSession } from '../session/use-session';
import { ProfileSelect } from './ProfileSelect';
import {
  DEFAULT_PROFILE,
  defaultProfile,
  useGenericMutations,
  useSelectedProfile,
  type SettingsProfile,
} from './settings-profiles';

/** How long "Saved!" shows after Update Profile (SPEC 9: 3 s). */
const SAVED_CONFIRMATION_MS = 3000;

function SignIn() {
  return (
    <Stack maw={560}>
      <Title order={2}>Login</Title>
      <Text>
        Sign in to save generated creations, keep settings profiles for the generators and store initiative
        configurations. Everything else works without an account.
      </Text>
      <Group>
        <Button component="a" href="/api/login/google">
          Sign in
        </Button>
      </Group>
    </Stack>
  );
}

/** Custom settings profiles: choose, edit, save as new, update and delete. */
function ProfileEditor() {
  const races = useOptionList('Races');
  const { profiles, selected, setSelected } = useSelectedProfile();
  const { save, remove } = useGenericMutations<SettingsProfile>('settings');
  const current = profiles.find((p) => p.configName === selected) ?? defaultProfile(races.data ?? []);
  const [draft, setDraft] = useState<SettingsProfile['data'] | null>(null);
  const data = draft ?? current.data;
  const [newName, setNewName] = useState('');
  const isDefault = selected === DEFAULT_PROFILE;
  const error = save.error ?? remove.error;
  const confirm = useConfirm();
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => setUpdated(false), SAVED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [updated]);

  const select = (name: string) => {
    setSelected(name);
    setDraft(null);
  };
  const saveAsNew = () => {
    const configName = newName.trim();
    if (!configName || configName === DEFAULT_PROFILE) return;
    save.mutate(
      { configName, data },
      {
        onSuccess: () => {
          setNewName('');
          setDraft(null);
          setSelected(configName);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profiles-heading">
      <Title order={3} size="h4" id="profiles-heading" mb="sm">
        Custom Settings
      </Title>
      <Stack gap="sm">
        <ProfileSelect profiles={profiles} value={selected} onChange={select} />
        <AdjectivesField
          value={data.useAdjectives}
          onChange={(useAdjectives) => setDraft({ ...data, useAdjectives })}
        />
        <HeritagePicker
          value={data.globalRaceOptions}
          onChange={(globalRaceOptions) => setDraft({ ...data, globalRaceOptions })}
        />
        <Group align="flex-end" gap="sm">
          <TextInput
            label="New profile name"
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            maxLength={60}
          />
          <Button
            onClick={saveAsNew}
            loading={save.isPending}
            disabled={!newName.trim() || newName.trim() === DEFAULT_PROFILE}
          >
            Save as New Profile
          </Button>
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            disabled={isDefault}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { configName: selected, data },
                {
                  onSuccess: () => {
                    setDraft(null);
                    setUpdated(true);
                  },
                },
              )
            }
          >
            Update Profile
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={isDefault}
            loading={remove.isPending}
            onClick={() =>
              confirm.ask({
                title: 'Delete this profile?',
                message: `The settings profile “${current.configName}” will be deleted; generators go back to Default.`,
                confirmLabel: 'Delete Profile',
                danger: true,
                onConfirm: () => remove.mutate(current, { onSuccess: () => select(DEFAULT_PROFILE) }),
              })
            }
          >
            Delete Profile
          </Button>
          {updated && (
            <Text c="green" size="sm" role="status">
              Saved!
            </Text>
          )}
        </Group>
        {confirm.dialog}
        {error && (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function UserPage() {
  const name = useQuery({ queryKey: ['session', 'name'], queryFn: () => apiGet<{ name: string }>('GetUserName') });
  return (
    <Stack maw={860}>
      <Group justify="space-between">
        <Title order={2}>Hello, {name.data?.name ?? 'adventurer'}!</Title>
        <Button component="a" href="/api/logout/google" variant="default">
          Logout
        </Button>
      </Group>
      <ProfileEditor />
    </Stack>
  );
}

/** /login: the sign-in button when signed out, the user page when signed in. */
export default function LoginPage() {
  const { signedIn, loading } = useSession();
  if (loading) return null;
  return signedIn ? <UserPage /> : <SignIn />;
}
