import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useEver } from '../components/use-ever';

const WikiIndexDialog = lazy(() => import('./WikiIndex'));

/**
 * A Wiki Index button that opens the index in its own dialog. The dialog's code loads on the first
 * open, so a page that only shows the button does not pay for it.
 */
export function WikiIndexButton(props: Pick<ButtonProps, 'size' | 'style'>) {
  const [opened, dialog] = useDisclosure(false);
  const used = useEver(opened);
  return (
    <>
      <Button variant="light" {...props} onClick={dialog.open}>
        Wiki Index
      </Button>
      <Suspense fallback={null}>{used && <WikiIndexDialog opened={opened} onClose={dialog.close} />}</Suspense>
    </>
  );
}
