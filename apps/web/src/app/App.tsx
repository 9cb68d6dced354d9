import './mantine-styles';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { EntityViewerProvider } from '../entities/EntityViewer';
import { RefStoreProvider } from '../entities/RefStoreProvider';
import { AppRoutes } from './AppRoutes';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

/** The theme and the server-state cache, around a router. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Inside the router: the reference store, the entity viewer and the routes. */
export function AppContent() {
  return (
    <RefStoreProvider>
      <EntityViewerProvider>
        <AppRoutes />
      </EntityViewerProvider>
    </RefStoreProvider>
  );
}

/** The whole web app in the browser; it takes over the page the server sent as HTML, which was inert until now. */
export function App() {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return (
    <AppProviders>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </AppProviders>
  );
}
