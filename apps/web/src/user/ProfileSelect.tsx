import { Select } from '@mantine/core';
import { DEFAULT_PROFILE, type SettingsProfile } from './settings-profiles';

/** Chooses among Default and the user's saved settings profiles. */
export function ProfileSelect({
  profiles,
  value,
  onChange,
}: {
  profiles: readonly SettingsProfile[];
  value: string;
  onChange: (name: string) => void;
}) {
  return (
    <Select
      label="Settings Profile"
      data={[DEFAULT_PROFILE, ...profiles.map((p) => p.configName)]}
      value={value}
      onChange={(v) => onChange(v ?? DEFAULT_PROFILE)}
      allowDeselect={false}
      maw={320}
    />
  );
}
