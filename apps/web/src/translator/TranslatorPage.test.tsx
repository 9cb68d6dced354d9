import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TranslatorPage, { TRANSLATE_DEBOUNCE_MS } from './TranslatorPage';

type Call = { language: string; text: string; english: boolean };

/** A stand-in for the API: "Elvish" is the English text reversed, and Dwarvish shouts it. */
function fakeApi(calls: Call[], fail = false) {
  return async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/GetTranslationLanguages') return Response.json(['Elvish', 'Dwarvish']);
    if (url.pathname !== '/api/Translate') return Response.json({});
    if (fail)
      return Response.json({ error: { code: 'bad_request', message: 'The dictionary is asleep.' } }, { status: 400 });
    const call = {
      language: url.searchParams.get('language') ?? '',
      text: url.searchParams.get('text') ?? '',
      english: url.searchParams.get('english') === 'true',
    };
    calls.push(call);
    const reversed = [...call.text].reverse().join('');
    const data =
      call.language === 'Elvish' ? reversed : call.english ? call.text.toUpperCase() : call.text.toLowerCase();
    return Response.json({ data });
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <TranslatorPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const source = () => screen.getByLabelText('Text to translate') as HTMLTextAreaElement;
const output = () => screen.getByLabelText('Translation') as HTMLTextAreaElement;
const select = (label: 'From' | 'To') => screen.getByLabelText(label) as HTMLSelectElement;

describe('TranslatorPage', () => {
  let calls: Call[];
  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('fetch', vi.fn(fakeApi(calls)));
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener() {}, removeEventListener() {} },
      });
    }
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends one translation 500 ms after the last edit and shows it', async () => {
    vi.useFakeTimers();
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(select('To').options.length).toBe(4);
    fireEvent.change(source(), { target: { value: 'the' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(source(), { target: { value: 'the dragon' } });
    await act(() => vi.advanceTimersByTimeAsync(TRANSLATE_DEBOUNCE_MS - 1));
    expect(calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls).toEqual([{ language: 'Elvish', text: 'the dragon', english: true }]);
    await vi.waitFor(() => expect(output().value).toBe('nogard eht'));
    expect(screen.getByTestId('character-count').textContent).toBe('10 / 1800');
    expect(source().maxLength).toBe(1800);
  });

  it('swaps the languages and the texts, and the English comes back', async () => {
    renderPage();
    await waitFor(() => expect(select('To').options.length).toBe(4));
    fireEvent.change(source(), { target: { value: 'hello there' } });
    await waitFor(() => expect(output().value).toBe('ereht olleh'));
    fireEvent.click(screen.getByRole('button', { name: 'Swap languages and texts' }));
    expect(select('From').value).toBe('Elvish');
    expect(select('To').value).toBe('English');
    expect(source().value).toBe('ereht olleh');
    expect(output().value).toBe('hello there');
    await waitFor(() => expect(calls).toContainEqual({ language: 'Elvish', text: 'ereht olleh', english: false }));
    expect(output().value).toBe('hello there');
  });

  it('goes from one fantasy language to another through English', async () => {
    renderPage();
    await waitFor(() => expect(select('To').options.length).toBe(4));
    fireEvent.change(select('From'), { target: { value: 'Elvish' } });
    fireEvent.change(select('To'), { target: { value: 'Dwarvish' } });
    fireEvent.change(source(), { target: { value: 'nogard' } });
    await waitFor(() => expect(output().value).toBe('DRAGON'));
    expect(calls).toEqual([
      { language: 'Elvish', text: 'nogard', english: false },
      { language: 'Dwarvish', text: 'dragon', english: true },
    ]);
  });

  it('shows nothing with no target language, and nothing for empty text', async () => {
    renderPage();
    await waitFor(() => expect(select('To').options.length).toBe(4));
    fireEvent.change(select('To'), { target: { value: '' } });
    fireEvent.change(source(), { target: { value: 'the dragon' } });
    await act(() => new Promise((r) => setTimeout(r, TRANSLATE_DEBOUNCE_MS + 100)));
    expect(output().value).toBe('');
    expect(calls).toEqual([]);
    expect((screen.getByRole('button', { name: 'Swap languages and texts' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select('To'), { target: { value: 'Elvish' } });
    await waitFor(() => expect(output().value).toBe('nogard eht'));
    fireEvent.change(source(), { target: { value: '' } });
    expect(output().value).toBe('');
  });

  it('says so when a translation fails', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi(calls, true)));
    renderPage();
    fireEvent.change(source(), { target: { value: 'the dragon' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    expect(alert.textContent).toContain('The dictionary is asleep.');
  });
});
