declare module 'virtual:sigil-icons' {
  /** Width and height of every icon's view box. */
  export const ICON_SIZE: number;
  /** SVG bodies (paths filled with currentColor) by game-icons name. */
  export const ICONS: Readonly<Record<string, string>>;
}
