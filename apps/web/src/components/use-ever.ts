import { useState } from 'react';

/**
 * True once `flag` has been true. A dialog whose code loads on demand mounts on its first open
 * and then stays, to animate closed and open again.
 */
export function useEver(flag: boolean): boolean {
  const [ever, setEver] = useState(flag);
  if (flag && !ever) setEver(true);
  return ever || flag;
}
