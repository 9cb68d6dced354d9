import type { PageDef } from './pages';
import { usePageMeta } from './page-meta';

/** Renders a registered page with its title and description applied. */
export function PageFrame({ page }: { page: PageDef }) {
  usePageMeta(page.title, page.description);
  const Component = page.component;
  return <Component />;
}
