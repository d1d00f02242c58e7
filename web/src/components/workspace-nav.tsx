import { Button } from '@mantine/core';
import { texts } from '@ssm/shared';
import { IconMenu2 } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/queries/current-user';
import { useWorkplaceSigningCount } from '@/lib/queries/workplace-signing';
import { useFrameLanguage } from '@/lib/screen-language';
import { getDashboardHref, readSession, type Session } from '@/lib/session';
import classes from './workspace-nav.module.css';

type NavItem = {
  label: string;
  href: string;
  /** The pages that belong to this item besides its own (a company's page under the companies). */
  alsoFor: readonly string[];
};

const coursePages = [paths.course.path, paths.quiz.path];
const profileItem: NavItem = {
  label: texts.navigation.profile,
  href: paths.profile.getHref(),
  alsoFor: [paths.userProfile.path],
};

function dashboardItem(session: Session): NavItem {
  return { label: texts.navigation.dashboard, href: getDashboardHref(session), alsoFor: [] };
}

function coursesItem(alsoFor: readonly string[]): NavItem {
  return { label: texts.navigation.courses, href: paths.courses.getHref(), alsoFor };
}

function documentsItem(): NavItem {
  return { label: texts.navigation.documentsToSign, href: paths.documentsToSign.getHref(), alsoFor: [] };
}

/** Shown to whoever has records waiting as a workplace manager or admitting admin, or is on the page. */
function workplaceSigningItems(waiting: number, pathname: string): NavItem[] {
  const isOnPage = matchPath(paths.workplaceSigning.path, pathname) !== null;
  if (waiting === 0 && !isOnPage) return [];
  return [{ label: texts.navigation.workplaceSigning, href: paths.workplaceSigning.getHref(), alsoFor: [] }];
}

function archivesItem(): NavItem {
  return { label: texts.navigation.archives, href: paths.archives.getHref(), alsoFor: [] };
}

/** Each role's pages (docs/product.md, Workspace navigation); the super owner has one page and none. */
function useNavItems(session: Session | null, pathname: string): NavItem[] {
  const isAdmin = session?.role === 'admin' && !session.isSuperowner;
  const adminCompany = useCurrentUser({ enabled: isAdmin }).data?.company;
  const signingWaiting = useWorkplaceSigningCount(session?.isSuperowner ? undefined : session?.role);
  const { frame } = useFrameLanguage().texts;
  if (!session || session.isSuperowner) return [];
  switch (session.role) {
    case 'owner':
      return [
        dashboardItem(session),
        {
          label: texts.navigation.companies,
          href: paths.companies.getHref(),
          alsoFor: [paths.companyTrainings.path, paths.firmTrainingDefaults.path],
        },
        {
          label: texts.navigation.firmWorkers,
          href: paths.firmWorkers.getHref(),
          alsoFor: [paths.monthPlan.path],
        },
        {
          label: texts.navigation.people,
          href: paths.people.getHref(),
          alsoFor: [paths.userManagement.path, paths.userImport.path],
        },
        coursesItem([...coursePages, paths.addCourse.path, paths.assignCourse.path]),
        documentsItem(),
        archivesItem(),
        { label: texts.navigation.periodicTraining, href: paths.clientTraining.getHref(), alsoFor: [] },
        profileItem,
      ];
    case 'admin':
      return [
        dashboardItem(session),
        ...(adminCompany
          ? [
              {
                label: texts.navigation.myCompany,
                href: paths.companyTrainings.getHref(adminCompany),
                alsoFor: [],
              },
            ]
          : []),
        documentsItem(),
        ...workplaceSigningItems(signingWaiting, pathname),
        archivesItem(),
        coursesItem([...coursePages, paths.sign.path]),
        profileItem,
      ];
    case 'employee':
      // An employee's pages are all theirs as a trainee: the navigation speaks their language.
      return [
        { ...dashboardItem(session), label: frame.dashboard },
        ...workplaceSigningItems(signingWaiting, pathname).map((item) => ({
          ...item,
          label: frame.workplaceSigning,
        })),
        { ...coursesItem([...coursePages, paths.sign.path]), label: frame.courses },
        { ...profileItem, label: frame.profile },
      ];
    default:
      return [];
  }
}

/** `page` on the item's own page, `true` on a page under it (a course under the courses). */
function currentState(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  if (matchPath(item.href, pathname)) return 'page';
  return item.alsoFor.some((pattern) => matchPath(pattern, pathname)) ? 'true' : undefined;
}

/**
 * The signed-in workspace's navigation: a sidebar beside the page on a desktop; on a phone a
 * menu button in the header opens the same list above the page (a disclosure, so no focus trap
 * is needed and the page stays reachable). Escape or choosing a page closes it.
 */
export function useWorkspaceNav(): { toggle: ReactNode; nav: ReactNode } {
  const session = readSession();
  const { pathname } = useLocation();
  const items = useNavItems(session, pathname);
  const { texts: frameTexts, tag } = useFrameLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu the phone opened to reach it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value read.
  useEffect(() => setIsOpen(false), [pathname]);

  if (items.length === 0) return { toggle: null, nav: null };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    setIsOpen(false);
    toggleRef.current?.focus();
  };

  return {
    toggle: (
      <span className={classes.toggle} lang={tag}>
        <Button
          ref={toggleRef}
          variant="default"
          size="sm"
          leftSection={<IconMenu2 size={18} aria-hidden="true" />}
          aria-expanded={isOpen}
          aria-controls={navId}
          onKeyDown={closeOnEscape}
          onClick={() => setIsOpen((open) => !open)}
        >
          {frameTexts.frame.menu}
        </Button>
      </span>
    ),
    nav: (
      <nav
        id={navId}
        aria-label={frameTexts.frame.navigation}
        lang={tag}
        className={isOpen ? `${classes.nav} ${classes.open}` : classes.nav}
        onKeyDown={closeOnEscape}
      >
        <ul className={classes.list}>
          {items.map((item) => {
            const current = currentState(item, pathname);
            return (
              <li key={item.href}>
                <Link
                  to={item.href}
                  aria-current={current}
                  className={current ? `${classes.link} ${classes.current}` : classes.link}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    ),
  };
}
