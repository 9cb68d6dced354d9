import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/offline';
import { PAGES } from './app/pages';
import type { LazyPage } from './components/lazy-page';

// The page the server sent as HTML stays on screen until the app's first render replaces it with
// the same page, so that render waits for the page's code rather than showing a spinner.
const path = window.location.pathname.replace(/\/+$/, '').toLowerCase();
const page = PAGES.find((p) => p.path.toLowerCase() === path);
const preload = (page?.component as Partial<LazyPage> | undefined)?.preload;

// As a transition, the first render is done in slices that let the browser answer input and
// paint between them, rather than in one long task on a slow phone.
const render = () => startTransition(() => createRoot(document.getElementById('root') as HTMLElement).render(<App />));
void Promise.resolve(preload?.()).then(render, render);
registerServiceWorker();
