import { useEffect } from 'react';

export const PRODUCT_NAME = 'Lorewright';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title to "Lorewright - <page>" and the description and Open Graph tags. */
export function usePageMeta(page: string, description: string): void {
  useEffect(() => {
    const title = `${PRODUCT_NAME} - ${page}`;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.href);
  }, [page, description]);
}
