import type { Role } from '@ssm/shared';
import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_STEPS_HIDDEN, FIRST_STEPS_SHOWN, FIRST_STEPS_STORAGE_KEY } from '@/lib/session';
import { buildCompany, buildCurrentUser, buildId, signIn } from './support/builders';
import { buildCourse } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const nav = texts.navigation;

function navLinks() {
  const navigation = screen.getByRole('navigation', { name: nav.label });
  return within(navigation).getAllByRole('link');
}

async function openAs(role: Role, path: string, answers: Parameters<typeof fakeApi>[0] = {}) {
  signIn({ role });
  fakeApi(answers);
  const rendered = renderApp(path);
  await screen.findByRole('navigation', { name: nav.label });
  return rendered;
}

describe('the workspace navigation', () => {
  it("gives an owner every focused page, and marks the one open and the section a company's page is under", async () => {
    const companyId = buildId();
    const { user, router } = await openAs('owner', `/companii/${companyId}`);

    expect(navLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [nav.dashboard, '/dashboard-owner'],
      [nav.companies, '/companii'],
      [nav.firmWorkers, '/lucratori'],
      [nav.people, '/persoane'],
      [nav.courses, '/courses'],
      [nav.documentsToSign, '/documente-de-semnat'],
      [nav.archives, '/arhive'],
      [nav.periodicTraining, '/clienti-instruire'],
      [nav.profile, '/profile'],
    ]);
    const companies = screen.getByRole('link', { name: nav.companies });
    expect(companies.getAttribute('aria-current')).toBe('true');

    await user.click(companies);
    expect(await screen.findByRole('heading', { level: 1, name: nav.companies })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/companii');
    expect(screen.getByRole('link', { name: nav.companies }).getAttribute('aria-current')).toBe('page');
    const others = navLinks().filter((link) => link.textContent !== nav.companies);
    expect(others.map((link) => link.getAttribute('aria-current'))).toEqual(others.map(() => null));
  });

  it.each([
    ['/persoane', nav.people, texts.people.manageUsers],
    ['/documente-de-semnat', nav.documentsToSign, texts.documents.pendingTitle],
    ['/arhive', nav.archives, texts.archives.title],
  ])('opens the owner on %s with its blocks of the dashboard', async (path, title, block) => {
    await openAs('owner', path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findAllByText(block)).not.toEqual([]);
    expect(screen.getByRole('link', { name: title }).getAttribute('aria-current')).toBe('page');
  });

  it("gives an admin their company's people, the documents to sign, the archives, the courses and the profile", async () => {
    const me = buildCurrentUser({ role: 'admin' });
    signIn({ role: 'admin' });
    const api = fakeApi({ 'GET /api/users/me/': { body: me } });
    renderApp('/documente-de-semnat');
    await screen.findByRole('navigation', { name: nav.label });

    await waitFor(() => expect(navLinks()).toHaveLength(6));
    expect(navLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [nav.dashboard, '/dashboard-admin'],
      [nav.myCompany, `/companii/${me.company}`],
      [nav.documentsToSign, '/documente-de-semnat'],
      [nav.archives, '/arhive'],
      [nav.courses, '/courses'],
      [nav.profile, '/profile'],
    ]);
    expect(screen.getByRole('link', { name: nav.documentsToSign }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText(texts.documents.pendingTitle)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/documents/pending-admin/')).not.toEqual([]));
    expect(api.callsTo('GET /api/documents/pending-owner/')).toEqual([]);
  });

  it('gives an employee their dashboard, courses and profile, a course counting as the courses', async () => {
    await openAs('employee', `/courses/${buildId()}`);
    expect(navLinks().map((link) => link.textContent)).toEqual([nav.dashboard, nav.courses, nav.profile]);
    expect(screen.getByRole('link', { name: nav.courses }).getAttribute('aria-current')).toBe('true');
  });

  it('leaves the super owner, who has one page, without a navigation', async () => {
    signIn({ role: 'superowner' });
    fakeApi({});
    renderApp('/dashboard-superowner');
    await screen.findByRole('heading', { level: 1, name: texts.dashboards.superowner });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('opens and closes from the menu button, which says whether it is open, and Escape closes it', async () => {
    const { user } = await openAs('employee', '/profile');
    const toggle = screen.getByRole('button', { name: nav.menu });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('navigation').id);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('link', { name: nav.courses }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: nav.courses }));
    await screen.findByRole('heading', { level: 1, name: texts.courses.listTitle });
    expect(screen.getByRole('button', { name: nav.menu }).getAttribute('aria-expanded')).toBe('false');
  });

  it("leads from the header's logo to the user's dashboard", async () => {
    const { user, router } = await openAs('owner', '/arhive');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: nav.logoToDashboard }));
    await screen.findByRole('heading', { level: 1, name: texts.dashboards.owner });
    expect(router.state.location.pathname).toBe('/dashboard-owner');
  });
});

describe("a new firm's first steps", () => {
  const steps = () => screen.findByRole('region', { name: texts.gettingStarted.title });

  it('shows a firm without companies or courses where to start: add a company, import its people, add a course', async () => {
    const { user } = await openAs('owner', '/dashboard-owner', {
      'GET /api/companies/': { body: [] },
      'GET /api/courses/': { body: [] },
    });
    const section = await steps();
    // Kept on the device: the dashboard painted from the HTML is then only its frame (app/prerender.tsx).
    expect(localStorage.getItem(FIRST_STEPS_STORAGE_KEY)).toBe(FIRST_STEPS_SHOWN);
    expect(
      within(section).getByRole('link', { name: texts.gettingStarted.importPeople }).getAttribute('href'),
    ).toBe('/user-management/import');
    expect(
      within(section).getByRole('link', { name: texts.gettingStarted.addCourse }).getAttribute('href'),
    ).toBe('/add-course');
    await user.click(within(section).getByRole('button', { name: texts.gettingStarted.addCompany }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('marks the company step done once the firm has one', async () => {
    await openAs('owner', '/dashboard-owner', {
      'GET /api/companies/': { body: [buildCompany()] },
      'GET /api/courses/': { body: [] },
    });
    const section = await steps();
    expect(within(section).getByText(texts.gettingStarted.done)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: texts.gettingStarted.addCompany })).toBeNull();
  });

  it('is not shown to a firm at work', async () => {
    const company = buildCompany({ name: 'Brutăria Țării SRL' });
    const course = buildCourse({ title: 'Instruire periodică PSI' });
    const { queryClient } = await openAs('owner', '/dashboard-owner', {
      'GET /api/companies/': { body: [company] },
      'GET /api/courses/': { body: [course] },
    });
    // Both lists answered: the steps are decided on them.
    await waitFor(() => {
      expect(queryClient.getQueryData(['list-companies'])).toBeDefined();
      expect(queryClient.getQueryData(['list-courses'])).toBeDefined();
    });
    await screen.findByRole('navigation', { name: texts.ownerShortcuts.title });
    expect(screen.queryByRole('region', { name: texts.gettingStarted.title })).toBeNull();
    expect(localStorage.getItem(FIRST_STEPS_STORAGE_KEY)).toBe(FIRST_STEPS_HIDDEN);
  });
});
