import './mantine-styles';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { EntityViewerProvider } from '../entities/EntityViewer';
import { RefStoreProvider } from '../entities/RefStoreProvider';
import { AppRoutes } from './AppRoutes';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

/** The whole web app: theme, server-state cache and routes. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RefStoreProvider>
            <EntityViewerProvider>
              <AppRoutes />
            </EntityViewerProvider>
          </RefStoreProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
