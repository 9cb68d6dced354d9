import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent, AppProviders } from './app/App';
import { PRODUCT_NAME } from './app/page-meta';
import { PAGES } from './app/pages';
import { GENERATOR_PAGES } from './generators/generator-pages';
import { HOME_META } from './pages/HomePage';

/**
 * A page whose first view the build writes out as HTML: the title and description of its head, and
 * the modules its first view needs beyond the entry (its styles are linked in the head).
 */
export type PrerenderedPage = { path: string; title: string; description: string; modules: string[] };

const page = (path: string, title: string, description: string, modules: string[]): PrerenderedPage => ({
  path,
  title: `${PRODUCT_NAME} - ${title}`,
  description,
  modules,
});
const routed = (path: string, module: string) => {
  const { title, description } = PAGES.find((p) => p.path === path)!;
  return page(path, title, description, [module]);
};

/**
 * The pages sent as HTML that a phone paints before any script has run: the home page, the
 * generators (their frame, title and settings; the results follow from the API) and two pages of
 * prose. Pages laid out by script at their width (the translator, the initiative tracker) or
 * only for a signed-in visitor are left to the app.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  page('/', HOME_META.title, HOME_META.description, []),
  ...GENERATOR_PAGES.map((p) => page(p.path, p.title, p.description, ['src/generators/GeneratorPage.tsx'])),
  routed('/about', 'src/pages/AboutPage.tsx'),
  routed('/plannedfeatures', 'src/pages/PlannedFeaturesPage.tsx'),
];

/** The markup of the app's first render at `url`, with every part loaded on demand already in. */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
    </AppProviders>,
    // One document: every part in place, none sent later to be swapped in by script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
