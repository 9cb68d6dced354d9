declare module 'indefinite' {
  /** Prefixes a word with "a" or "an"; `articleOnly` returns just the article. */
  export default function indefinite(
    word: string,
    options?: { capitalize?: boolean; caseInsensitive?: boolean; numbers?: 'colloquial'; articleOnly?: boolean },
  ): string;
}
