import { texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildId, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const company = {
  id: buildId(),
  name: 'Construcții Someș SRL',
  registration_number: 'J12/345/2020',
  address: 'Cluj-Napoca',
  training_frequency_months: 12,
};
const jobId = buildId();

describe('company archives', () => {
  it('polls the archive job and offers the download', async () => {
    signIn({ role: 'owner' });
    fakeApi({
      'GET /api/companies/': { body: [company] },
      'POST /api/generate-company-zip/': {
        status: 202,
        body: { job_id: jobId, status: 'running', progress: 10 },
      },
      [`GET /api/archive-jobs/${jobId}/`]: {
        body: { job_id: jobId, status: 'done', progress: 100, zip_url: 'https://s3.example/arhiva.zip' },
      },
    });
    const { user } = renderApp('/dashboard-owner');
    const section = await screen.findByRole('region', { name: texts.archives.title });
    await within(section).findByRole('option', { name: company.name });

    await user.selectOptions(within(section).getByLabelText(texts.archives.chooseCompany), company.id);
    await user.click(within(section).getByRole('button', { name: texts.archives.generate }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.archives.generate }),
    );

    const link = await screen.findByRole('link', { name: texts.archives.download }, { timeout: 4000 });
    expect(link.getAttribute('href')).toBe('https://s3.example/arhiva.zip');
  });
});
