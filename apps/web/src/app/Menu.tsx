import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session/use-session';
import { MENU_SECTIONS, PAGES, type MenuSection } from './pages';

type MenuProps = { onNavigate?: () => void; only?: MenuSection[] };

/**
 * The site menu: RPG Tools (Tools, Complex, Simple and Name Generators), About, the user's part
 * (User Info when signed in, Login otherwise) and Suggestions & Bug Reports. `only` limits it to
 * some RPG Tools sections (the narrow layout's Tools tab).
 */
export function Menu({ onNavigate, only }: MenuProps) {
  const { pathname } = useLocation();
  const { signedIn, isAdmin } = useSession();
  const item = (to: string, label: string) => (
    <NavLink
      key={to}
      component={Link}
      to={to}
      label={label}
      active={pathname.toLowerCase() === to.toLowerCase()}
      onClick={onNavigate}
    />
  );
  const sections = MENU_SECTIONS.filter((s) => !only || only.includes(s))
    .map((section) => ({ section, pages: PAGES.filter((p) => p.menu?.section === section) }))
    .filter(({ pages }) => pages.length > 0);
  const rpgTools = sections.map(({ section, pages }) => (
    <NavLink
      key={section}
      component="button"
      label={section}
      defaultOpened={only !== undefined || pages.some((p) => p.path === pathname)}
      childrenOffset="sm"
    >
      {pages.map((p) => item(p.path, p.menu?.label ?? p.title))}
    </NavLink>
  ));
  if (only) return <Stack gap={0}>{rpgTools}</Stack>;

  return (
    // A plain scrolling box: Mantine's ScrollArea would bring its positioning library into every first load.
    <div style={{ height: '100%', overflowY: 'auto' }}>
      <div>
        <NavLink component="button" label="RPG Tools" defaultOpened childrenOffset="xs" fw={600}>
          {rpgTools}
        </NavLink>
        <NavLink component="button" label="About" defaultOpened childrenOffset="xs" fw={600}>
          {item('/changelog', 'Changelog')}
          {item('/plannedfeatures', 'Planned Features')}
          {item('/about', 'About Lorewright')}
        </NavLink>
        {signedIn ? (
          <NavLink component="button" label="User Info" defaultOpened childrenOffset="xs" fw={600}>
            {item('/login', 'User Page')}
            {item('/creations', 'Saved Creations')}
            {isAdmin && item('/stats', 'Statistics')}
            <NavLink component="a" href="/api/logout/google" label="Log Out" />
          </NavLink>
        ) : (
          item('/login', 'Login')
        )}
        {item('/contact', 'Suggestions & Bug Reports')}
      </div>
    </div>
  );
}
