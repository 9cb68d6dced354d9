import type { ReactNode } from 'react';
import type { MenuSection } from '../app/pages';
import type { DisplayResult, GeneratorResponse } from './results';

/** A generator-specific setting sent as a query parameter. */
export type ChoiceDef = {
  param: string;
  label: string;
  /** An option-list call (e.g. 'GetEnvironmentTypes') or the options themselves. */
  options: string | readonly string[];
  /** Several values may be chosen (chips with Select All / Deselect All). */
  multi?: boolean;
  /** Values chosen at first; empty means Random. */
  initial?: readonly string[];
  /** Whether Random is offered (single choices); default true. */
  random?: boolean;
};

/** Everything a generator page needs to know about its generator. */
export type GeneratorPageDef = {
  path: string;
  /** Page title, e.g. "Name Generator". */
  title: string;
  /** What one result is called, for "Generate New <noun>". */
  noun: string;
  description: string;
  menu: { section: MenuSection; label: string };
  /** The API call, e.g. 'GetName'. */
  api: string;
  /** Shows the Heritage picker (sent as `race`). */
  heritage?: boolean;
  /** Shows Use Adjectives. */
  adjectives?: boolean;
  /** Shows Number to Generate; otherwise one result per generation. */
  multiple?: boolean;
  choices?: readonly ChoiceDef[];
  /** Turns the answer into displayed results. */
  toResults: (body: GeneratorResponse) => DisplayResult[];
  /** Shows the answer with a view of its own instead of the result cards. */
  render?: (body: GeneratorResponse) => ReactNode;
  /** Starts loading the code `render` needs as the page opens, while the first answer is on its way. */
  preload?: () => void;
  /** A few words for the side panel about using the results. */
  tip?: string;
  /**
   * Results name people and places that open in the viewer: the page offers the Wiki Index from
   * its first paint, so the button does not push the results down when they arrive.
   */
  links?: boolean;
  /** Height in pixels of each result's placeholder while it loads (default 60; an NPC sheet is tall). */
  placeholderHeight?: number;
};
