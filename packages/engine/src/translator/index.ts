/** The fantasy-language translator: lexicons built from each language's phonology, and translation. */
export { BASE_WORDS } from './base-words';
export { buildLexicon, isTranslationLanguage, LEXICON_VERSION, parseLexicon, type Lexicon } from './lexicon';
export { NAME_MARK, translate, TRANSLATION_MAX_LENGTH, type TranslationDirection } from './translate';
