import { texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildId, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const company = {
  id: buildId(),
  name: 'Construcții Someș SRL',
  registration_number: 'J12/345/2019',
  address: 'Str. Fabricii nr. 9, Cluj-Napoca',
  training_frequency_months: 6,
  record_count: 0,
  signed_record_count: 0,
};

describe("a company's periodic-training frequency on the owner dashboard", () => {
  it('cannot be changed again while the first change is being saved', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({
      'GET /api/companies/': { body: [company] },
      // The save never finishes, so the select stays as it is while the request runs.
      [`PATCH /api/companies/${company.id}/`]: () => new Promise(() => {}),
    });
    const { user } = renderApp('/dashboard-owner');
    const select = await screen.findByRole(
      'combobox',
      { name: `${texts.companies.trainingFrequency}: ${company.name}` },
      { timeout: 5000 },
    );

    await user.selectOptions(select, '12');

    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(true));
    expect(api.callsTo(`PATCH /api/companies/${company.id}/`)).toHaveLength(1);
  });
});
