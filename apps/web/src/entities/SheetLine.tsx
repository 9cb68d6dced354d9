import type { EntityLink } from '@lorewright/engine';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RichText } from '../components/RichText';
import { linkParts } from './sheet-lines';

/** The rule between the parts of a stat block. */
export function StatBlockRule() {
  return <hr className="stat-block-rule" />;
}

/** One labeled line of an entity page. */
export function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text component="div" size="sm" className="sheet-line">
      <Text span fw={700}>
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}

/** Links as a comma list, or `none` when there are none. */
export function Links({ links, none = 'None' }: { links: readonly EntityLink[]; none?: string }) {
  return links.length ? <RichText parts={linkParts(links)} inline /> : <>{none}</>;
}
