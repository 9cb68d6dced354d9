import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { apiGet } from '../api/client';
import { useEscapeLayer } from '../components/escape-stack';
import { Menu } from './Menu';
import './layout.css';

// Dialogs load the first time they open, so no page pays for them at first paint.
const MenuDrawer = lazy(() => import('./MenuDrawer'));
const ContactDialog = lazy(() => import('./ContactDialog'));

/**
 * The class a dialog's scroll lock moves clear of the scroll bar it hides (react-remove-scroll's
 * "zero right"), so the fixed header and footer do not slide under it.
 */
const KEEP_CLEAR_OF_SCROLL_BAR = 'right-scroll-bar-position';

/** Narrow layout applies at this window width and below. */
export const NARROW_QUERY = '(max-width: 800px)';

type SiteLinks = { patreon: string | null; discord: string | null; social: string | null };

function HeaderLinks() {
  const { data } = useQuery({
    queryKey: ['siteLinks'],
    queryFn: () => apiGet<SiteLinks>('SiteLinks'),
    staleTime: Infinity,
  });
  const links = [
    { href: data?.patreon, label: 'Support us' },
    { href: data?.discord, label: 'Community chat' },
    { href: data?.social, label: 'Follow' },
  ].filter((l): l is { href: string; label: string } => !!l.href);
  return (
    <Group gap="md" className="wide-only">
      {links.map((l) => (
        <Anchor key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" size="sm">
          {l.label}
        </Anchor>
      ))}
    </Group>
  );
}

function ColorSchemeToggle() {
  // The scheme in use, also when it follows the system ("auto"), so the button offers the other one.
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <ActionIcon
      variant="subtle"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      aria-label={dark ? 'Use light theme' : 'Use dark theme'}
    >
      <span aria-hidden>{dark ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}

/**
 * The page frame (styled in layout.css). Wide: header, a left menu a quarter of the width, the
 * main area and a footer with Contact Me. Narrow (800 px and below): header, main area and a
 * bottom bar with Menu and Tools tabs that open the menu in a drawer.
 */
export function Layout({ children }: { children: ReactNode }) {
  // Unknown (undefined) when the build writes the page out as HTML: then both menus are there and
  // the style sheet shows the one that fits the screen, until the app draws the one it needs.
  const matches = useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false });
  const narrow = typeof window === 'undefined' ? undefined : matches;
  const [drawer, setDrawerState] = useState<'menu' | 'tools' | null>(null);
  const [contactOpen, contact] = useDisclosure(false);
  // Once opened, a dialog stays mounted so that it can animate closed and open again at once.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [contactUsed, setContactUsed] = useState(false);
  const setDrawer = (which: 'menu' | 'tools') => {
    setDrawerUsed(true);
    setDrawerState(which);
  };
  const openContact = () => {
    setContactUsed(true);
    contact.open();
  };
  useEscapeLayer(contactOpen, contact.close);
  const closeDrawer = () => setDrawerState(null);

  return (
    <>
      <header className={`shell-header ${KEEP_CLEAR_OF_SCROLL_BAR}`}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Title order={1} size="h3">
              Lorewright
            </Title>
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <HeaderLinks />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </header>

      {narrow !== true && (
        <nav className="shell-menu wide-only" aria-label="Main menu">
          <Menu />
        </nav>
      )}

      <main className="shell-main">{children}</main>

      <footer className={`shell-footer ${KEEP_CLEAR_OF_SCROLL_BAR}`}>
        {narrow !== false && (
          <Group h="100%" grow gap={0} role="tablist" aria-label="Navigation" className="narrow-only">
            <Button
              variant={drawer === 'menu' ? 'light' : 'subtle'}
              radius={0}
              h="100%"
              onClick={() => setDrawer('menu')}
              role="tab"
              aria-selected={drawer === 'menu'}
            >
              Menu
            </Button>
            <Button
              variant={drawer === 'tools' ? 'light' : 'subtle'}
              radius={0}
              h="100%"
              onClick={() => setDrawer('tools')}
              role="tab"
              aria-selected={drawer === 'tools'}
            >
              Tools
            </Button>
          </Group>
        )}
        {narrow !== true && (
          <Group h="100%" px="md" justify="space-between" className="wide-only">
            <Text size="sm" c="dimmed">
              Lorewright is free to use at your table and in your own work.
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/about" size="sm">
                About
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={openContact}>
                Contact Me
              </Anchor>
            </Group>
          </Group>
        )}
      </footer>

      <Suspense fallback={null}>
        {drawerUsed && <MenuDrawer which={drawer} onClose={closeDrawer} />}
        {contactUsed && <ContactDialog opened={contactOpen} onClose={contact.close} />}
      </Suspense>
    </>
  );
}
