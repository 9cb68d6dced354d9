import { NativeSelect } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
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
    <NativeSelect
      label="Settings Profile"
      data={[DEFAULT_PROFILE, ...profiles.map((p) => p.configName)]}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value || DEFAULT_PROFILE)}
      maw={320}
    />
  );
}
