/**
 * A letter-trigram naive Bayes classifier, used by the tests to check that each people's names
 * and words can be told apart by their letters alone. Words are read in lower case with a mark at
 * each end ("^ka", "ra$"); spaces and hyphens between name parts count as ends too.
 */
export type TrigramClassifier<L extends string> = { classify(text: string): L };

/** The trigrams of a text, its parts' ends marked. */
export function trigrams(text: string): string[] {
  const out: string[] = [];
  for (const part of text.toLowerCase().split(/[\s-]+/)) {
    if (!part) continue;
    const marked = `^${part}$`;
    for (let i = 0; i + 3 <= marked.length; i++) out.push(marked.slice(i, i + 3));
  }
  return out;
}

/** Trains a classifier on examples of each label (add-one smoothing, equal priors). */
export function trainTrigramClassifier<L extends string>(
  examples: ReadonlyMap<L, readonly string[]>,
): TrigramClassifier<L> {
  const vocabulary = new Set<string>();
  const counts = new Map<L, { grams: Map<string, number>; total: number }>();
  for (const [label, texts] of examples) {
    const grams = new Map<string, number>();
    let total = 0;
    for (const text of texts) {
      for (const gram of trigrams(text)) {
        grams.set(gram, (grams.get(gram) ?? 0) + 1);
        vocabulary.add(gram);
        total++;
      }
    }
    counts.set(label, { grams, total });
  }
  const size = vocabulary.size + 1;
  return {
    classify(text) {
      const grams = trigrams(text);
      let best: L | undefined;
      let bestScore = -Infinity;
      for (const [label, { grams: seen, total }] of counts) {
        let score = 0;
        for (const gram of grams) score += Math.log(((seen.get(gram) ?? 0) + 1) / (total + size));
        if (score > bestScore) {
          bestScore = score;
          best = label;
        }
      }
      return best as L;
    },
  };
}
