import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/offline';

// As a transition, the first render is done in slices that let the browser answer input and
// paint between them, rather than in one long task on a slow phone.
startTransition(() => createRoot(document.getElementById('root') as HTMLElement).render(<App />));
registerServiceWorker();
