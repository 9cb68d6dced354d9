import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';

/** Leaves the app for a server endpoint (sign-in and sign-out are full-page navigations). */
export function LeaveToServer({ to }: { to: string }) {
  useEffect(() => {
    window.location.assign(to);
  }, [to]);
  return (
    <Center py="xl">
      <Loader aria-label="Redirecting" />
    </Center>
  );
}
