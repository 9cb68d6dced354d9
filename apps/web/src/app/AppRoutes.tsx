import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Layout } from './Layout';
import { LeaveToServer } from './LeaveToServer';
import { PageFrame } from './PageFrame';
import { PAGES, REDIRECTS } from './pages';
import { useSession } from '../session/use-session';

const STATS_PAGE = {
  path: '/stats',
  title: 'Statistics',
  description: 'Visits, feedback and users.',
  component: lazy(() => import('../admin/StatsPage')),
};

/** The route table: every registered page, the redirects, and Not Found. */
export function AppRoutes() {
  const { isAdmin } = useSession();
  return (
    <Layout>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Loading page" />
          </Center>
        }
      >
        <Routes>
          <Route path="/" element={<HomePage />} />
          {PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<PageFrame page={page} />} />
          ))}
          {Object.entries(REDIRECTS).map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          {isAdmin && <Route path={STATS_PAGE.path} element={<PageFrame page={STATS_PAGE} />} />}
          <Route path="/login/google" element={<LeaveToServer to="/api/login/google" />} />
          <Route path="/logout/google" element={<LeaveToServer to="/api/logout/google" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
