import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/offline';

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
registerServiceWorker();
