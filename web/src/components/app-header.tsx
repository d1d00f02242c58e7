import { Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logOutAndGoTo } from '@/lib/logout';
import { useFrameLanguage } from '@/lib/screen-language';
import { getDashboardHref, readSession } from '@/lib/session';
import classes from './app-header.module.css';
import { Logo } from './logo';

/**
 * Ends the session: the server refuses the token from now on, all local storage goes and the
 * root page loads afresh.
 */
export function LogoutButton() {
  const { texts } = useFrameLanguage();
  return (
    <Button color="red" size="sm" onClick={() => void logOutAndGoTo(paths.root.getHref())}>
      {texts.frame.logout}
    </Button>
  );
}

/** Ends every session of the user, on every device, this one included. */
export function LogoutEverywhereButton() {
  const { texts } = useFrameLanguage();
  return (
    <Button
      variant="outline"
      color="red"
      size="sm"
      title={texts.frame.logoutEverywhereHint}
      onClick={() => void logOutAndGoTo(paths.root.getHref(), 'everywhere')}
    >
      {texts.frame.logoutEverywhere}
    </Button>
  );
}

type SessionActionsProps = {
  /** Super owners may not open /profile (docs/product.md, Session and route guard), so their header has no Profile button. */
  hasProfileLink?: boolean;
};

/** The header's usual buttons: Profile and Logout. */
export function SessionActions({ hasProfileLink = true }: SessionActionsProps) {
  const { texts } = useFrameLanguage();
  return (
    <>
      {hasProfileLink && (
        <Button component={Link} to={paths.profile.getHref()} variant="default" size="sm">
          {texts.frame.profile}
        </Button>
      )}
      <LogoutButton />
    </>
  );
}

/** Where the logo leads: the signed-in user's dashboard, a visitor's way into the platform. */
function LogoLink() {
  const session = readSession();
  const { texts } = useFrameLanguage();
  return (
    <Link
      to={session ? getDashboardHref(session) : paths.root.getHref()}
      className={classes.logoLink}
      aria-label={session ? texts.frame.logoToDashboard : undefined}
    >
      <Logo />
    </Link>
  );
}

type AppHeaderProps = {
  /** The phone's button that opens the workspace navigation, before the logo. */
  menu?: ReactNode;
  /** The page's header buttons. */
  children?: ReactNode;
};

/** The bar with the logo at the top of every page. */
export function AppHeader({ menu, children }: AppHeaderProps) {
  const { tag } = useFrameLanguage();
  return (
    <header className={classes.header} lang={tag}>
      <Container size="lg" className={classes.inner}>
        <Group gap="xs" wrap="nowrap">
          {menu}
          <LogoLink />
        </Group>
        {children && (
          <Group gap="xs" wrap="nowrap">
            {children}
          </Group>
        )}
      </Container>
    </header>
  );
}
