import { preloadable } from '../components/preloadable';
import type { Settlement } from '@lorewright/engine';

/** The settlement map's code, loaded when a settlement is first shown or when its page opens. */
export const SETTLEMENT_MAP = preloadable<{ settlement: Settlement }>(() => import('./SettlementMap'));
