import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const plum: MantineColorsTuple = [
  '#f8f0fc',
  '#ecdcf5',
  '#d6b4ea',
  '#bf8bdf',
  '#ab68d5',
  '#9f52cf',
  '#9946cd',
  '#8438b5',
  '#5b2a86',
  '#4a1f6e',
];

/** Dimmed text and links a shade stronger than Mantine's, so both read at 4.5:1 in either scheme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5a6169' },
  dark: { '--mantine-color-dimmed': '#a6adb5', '--mantine-color-anchor': plum[2] },
});

/**
 * Dialogs and drawers: the close button says what it does, and the title bar is not a second
 * banner landmark (Mantine draws it as a <header>).
 */
const overlayDefaults = {
  closeButtonProps: { 'aria-label': 'Close' },
  attributes: { header: { role: 'presentation' } },
};

/** Lorewright's theme: a deep plum accent on parchment-friendly neutrals. */
export const theme = createTheme({
  primaryColor: 'plum',
  primaryShade: { light: 8, dark: 7 },
  colors: { plum },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Georgia, "Palatino Linotype", "Book Antiqua", serif' },
  defaultRadius: 'md',
  /** `sm` and up is the wide layout: wider than 800 px. */
  breakpoints: { xs: '36em', sm: '50.0625em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Plain objects rather than Modal.extend(...): importing the components here would put them in
    // the first load of every page.
    Modal: { defaultProps: overlayDefaults },
    Drawer: { defaultProps: overlayDefaults },
  },
});
