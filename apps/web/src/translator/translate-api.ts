import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/client';

/** The source and target of the translator; every other choice is a fantasy language. */
export const ENGLISH = 'English';

/** What the translator is asked: a text and the languages it goes between (target null: none chosen). */
export type TranslationRequest = { text: string; source: string; target: string | null };

const call = async (language: string, text: string, english: boolean) =>
  (await apiGet<{ data: string }>('Translate', { language, text, english })).data;

/**
 * Translates between any two choices: English to a language and back take one call; one fantasy
 * language to another goes through English; a language to itself changes nothing.
 */
export async function translateBetween({ text, source, target }: TranslationRequest): Promise<string> {
  if (target === null || text === '') return '';
  if (source === target) return text;
  if (source === ENGLISH) return call(target, text, true);
  const english = await call(source, text, false);
  return target === ENGLISH ? english : call(target, english, true);
}

/** The translation of a request, fetched when it is worth sending (some text, a target, within the limit). */
export function useTranslation(request: TranslationRequest, maxLength: number) {
  return useQuery({
    queryKey: ['translate', request.source, request.target, request.text],
    queryFn: () => translateBetween(request),
    enabled: request.text !== '' && request.target !== null && request.text.length <= maxLength,
    staleTime: Infinity,
    retry: false,
  });
}
