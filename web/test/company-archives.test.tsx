import { texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiQueryOptions } from '@/lib/api-query';
import { buildCompany, buildCurrentUser, buildId, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';
import { buildCompanyOverview } from './support/worker-builders';

const company = buildCompany({ name: 'Construcții Someș SRL', record_count: 3, signed_record_count: 2 });
const emptyCompany = buildCompany({ name: 'Ferma Dobrogea SRL', record_count: 0, signed_record_count: 0 });
const unsignedCompany = buildCompany({ name: 'Șantier Mureș SRL', record_count: 2, signed_record_count: 0 });
const jobId = buildId();
const zipUrl = 'https://s3.example/arhiva.zip';

async function openArchives(answers: Parameters<typeof fakeApi>[0]) {
  signIn({ role: 'owner' });
  const api = fakeApi({
    'GET /api/companies/': { body: [company, emptyCompany, unsignedCompany] },
    ...answers,
  });
  const { user, queryClient } = renderApp('/arhive');
  const section = await screen.findByRole('region', { name: texts.archives.title });
  await within(section).findByRole('option', { name: company.name });
  const choose = (id: string) =>
    user.selectOptions(within(section).getByLabelText(texts.archives.chooseCompany), id);
  return { api, user, section, choose, queryClient };
}

describe('company archives', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds the ZIP in one click, polling its job, then starts the download and says what it holds', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.href);
    });
    const { user, section, choose } = await openArchives({
      'POST /api/generate-company-zip/': {
        status: 202,
        body: { job_id: jobId, status: 'running', progress: 10 },
      },
      [`GET /api/archive-jobs/${jobId}/`]: {
        body: { job_id: jobId, status: 'done', progress: 100, zip_url: zipUrl, record_count: 2 },
      },
    });

    await choose(company.id);
    expect(within(section).getByText(texts.archives.recordCount(3, 2))).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: texts.archives.generate }));

    const link = await within(section).findByRole(
      'link',
      { name: texts.archives.download },
      { timeout: 4000 },
    );
    expect(link.getAttribute('href')).toBe(zipUrl);
    expect(within(section).getByText(texts.archives.readyCount(2), { exact: false })).toBeTruthy();
    expect(downloads).toEqual([zipUrl]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no archive for a company without records nor for one whose records all await a signature', async () => {
    const { user, section, choose, api } = await openArchives({});

    await choose(emptyCompany.id);
    expect(within(section).getByText(texts.archives.noRecords)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: texts.archives.generate })).toBeNull();

    await choose(unsignedCompany.id);
    expect(within(section).getByText(texts.archives.noSignedRecords(2))).toBeTruthy();
    expect(within(section).queryByRole('button', { name: texts.archives.generate })).toBeNull();
    // Deleting its history removes unsigned records only: no archive is offered to keep first.
    await user.click(within(section).getByRole('button', { name: texts.companyHistory.deleteTitle }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(texts.companyHistory.deleteConfirm(unsignedCompany.name, 2)),
    ).toBeTruthy();
    expect(within(dialog).queryByText(texts.companyHistory.archiveFirst)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: texts.archives.generate })).toBeNull();
    expect(api.callsTo('POST /api/generate-company-zip/')).toEqual([]);
  });

  it("shows the server's refusal when the signed records went since the count was read", async () => {
    const { user, section, choose, api } = await openArchives({
      'POST /api/generate-company-zip/': { status: 409, body: { detail: texts.archives.empty } },
    });

    await choose(company.id);
    await user.click(within(section).getByRole('button', { name: texts.archives.generate }));
    expect(await within(section).findByText(texts.archives.empty)).toBeTruthy();
    expect(api.callsTo('POST /api/generate-company-zip/')).toHaveLength(1);
  });

  it('deletes the history only once the company is named, offering the archive first', async () => {
    const deleteCall = `DELETE /api/delete-company-progress/${company.id}/`;
    const { user, section, choose, api } = await openArchives({
      [deleteCall]: { body: { detail: 'ok', progress: 4, documents: 3, signatures: 9, archives: 1 } },
    });

    await choose(company.id);
    await user.click(within(section).getByRole('button', { name: texts.companyHistory.deleteTitle }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.companyHistory.deleteConfirm(company.name, 3))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: texts.archives.generate })).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: texts.common.delete });
    const nameField = within(dialog).getByLabelText(texts.companyHistory.typeName(company.name));

    await user.type(nameField, 'Construcții');
    await user.click(confirm);
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo(deleteCall)).toEqual([]);

    await user.clear(nameField);
    // Typed on a phone without diacritics, in other case: the same company.
    await user.type(nameField, '  constructii somes  srl ');
    await user.click(confirm);

    expect(await within(section).findByText(texts.companyHistory.deleted(4, 3, 9, 1))).toBeTruthy();
    expect(api.callsTo(deleteCall)).toHaveLength(1);
  });

  it("reads the clients' periodic training again as soon as the history is deleted", async () => {
    const deleteCall = `DELETE /api/delete-company-progress/${company.id}/`;
    const { user, section, choose, queryClient } = await openArchives({
      [deleteCall]: { body: { detail: 'ok', progress: 4, documents: 3, signatures: 9, archives: 1 } },
      'GET /api/companies/training-status/': { body: [] },
    });
    // The periodic-training page read before, as the owner's navigation from it leaves it cached.
    await queryClient.prefetchQuery(apiQueryOptions('company-training-status'));
    expect(queryClient.getQueryState(['company-training-status'])?.isInvalidated).toBe(false);

    await choose(company.id);
    await user.click(within(section).getByRole('button', { name: texts.companyHistory.deleteTitle }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(texts.companyHistory.typeName(company.name)), company.name);
    await user.click(within(dialog).getByRole('button', { name: texts.common.delete }));

    await within(section).findByText(texts.companyHistory.deleted(4, 3, 9, 1));
    expect(queryClient.getQueryState(['company-training-status'])?.isInvalidated).toBe(true);
  });
});

describe("a company admin's archive", () => {
  afterEach(() => vi.restoreAllMocks());

  function openAsAdmin(recordCount: number, signedCount: number) {
    const me = buildCurrentUser({ role: 'admin', company: company.id, company_name: company.name });
    signIn({ role: 'admin' });
    const api = fakeApi({
      'GET /api/users/me/': { body: me },
      [`GET /api/companies/${company.id}/training-overview/`]: {
        body: {
          ...buildCompanyOverview(company),
          record_count: recordCount,
          signed_record_count: signedCount,
        },
      },
      'POST /api/generate-company-zip/': { body: { zip_url: zipUrl, record_count: 2 } },
    });
    return { api, ...renderApp('/arhive') };
  }

  it('offers their own company in one click, with its record count, and starts the download', async () => {
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.href);
    });
    const { api, user } = openAsAdmin(3, 2);

    const section = await screen.findByRole('region', { name: texts.archives.title });
    expect(await within(section).findByText(texts.archives.recordCount(3, 2))).toBeTruthy();
    expect(within(section).getByText(company.name)).toBeTruthy();
    expect(within(section).queryByLabelText(texts.archives.chooseCompany)).toBeNull();
    expect(screen.queryByRole('button', { name: texts.companyHistory.deleteTitle })).toBeNull();
    await user.click(within(section).getByRole('button', { name: texts.archives.generate }));

    expect(await within(section).findByRole('link', { name: texts.archives.download })).toBeTruthy();
    expect(downloads).toEqual([zipUrl]);
    expect(api.callsTo('POST /api/generate-company-zip/')[0]?.body).toEqual({ company_id: company.id });
  });

  it('offers no archive while the company keeps no record', async () => {
    openAsAdmin(0, 0);

    const section = await screen.findByRole('region', { name: texts.archives.title });
    expect(await within(section).findByText(texts.archives.noRecords)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: texts.archives.generate })).toBeNull();
  });

  it('offers no archive while none of its records is signed by everyone', async () => {
    openAsAdmin(2, 0);

    const section = await screen.findByRole('region', { name: texts.archives.title });
    expect(await within(section).findByText(texts.archives.noSignedRecords(2))).toBeTruthy();
    expect(within(section).queryByRole('button', { name: texts.archives.generate })).toBeNull();
  });
});
