import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildId, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';
import { buildCompanyOverview, overdueWorker } from './support/worker-builders';

const labels = texts.workerTraining;
const COMPANY_ID = buildId();
const BASE = `/api/companies/${COMPANY_ID}`;
const companyEvent = {
  id: buildId(),
  kind: 'rules_changed' as const,
  date: '2026-06-01',
  categories: ['SSM' as const, 'PSI-SU' as const],
  recorded_at: '2026-06-01T10:00:00Z',
};
const workerEvent = {
  id: buildId(),
  kind: 'work_accident' as const,
  date: '2026-06-10',
  categories: ['SSM' as const],
  recorded_at: '2026-06-10T10:00:00Z',
};
const overview = {
  ...buildCompanyOverview({ id: COMPANY_ID, name: 'Construcții Brașov SRL' }),
  events: [companyEvent],
  events_version: 4,
};
const worker = { ...overdueWorker, events: [workerEvent], events_version: 2 };
const workerEventText = labels.eventDescription(
  labels.eventKindLabels.work_accident,
  '10.06.2026',
  'Pop Ana',
);
const companyEventText = labels.eventDescription(
  labels.eventKindLabels.rules_changed,
  '01.06.2026',
  labels.eventWholeCompany.toLowerCase(),
);

function openPage(deletion: { status?: number; body?: unknown } = { body: { detail: labels.eventDeleted } }) {
  signIn({ role: 'admin' });
  let isDeleted = false;
  const api = fakeApi({
    [`GET ${BASE}/training-overview/`]: { body: overview },
    [`GET ${BASE}/worker-trainings/`]: () => ({
      body: [isDeleted ? { ...worker, events: [], events_version: 3 } : worker],
    }),
    [`DELETE ${BASE}/training-events/${workerEvent.id}/`]: () => {
      isDeleted = (deletion.status ?? 200) === 200;
      return deletion;
    },
    [`DELETE ${BASE}/training-events/${companyEvent.id}/`]: deletion,
  });
  return { api, ...renderApp(`/companii/${COMPANY_ID}`) };
}

/** The page loads its route and both lists first: on a busy machine that takes longer than a click. */
const findEventsRegion = () => screen.findByRole('region', { name: labels.eventsTitle }, { timeout: 20_000 });

describe('/companii/:companyId, deleting a training event recorded by mistake', () => {
  it("lists the company's and the people's events and deletes a worker's after a confirmation naming it", async () => {
    const { api, user } = openPage();
    const events = await findEventsRegion();
    expect(within(events).getByText(companyEventText)).toBeTruthy();

    await user.click(within(events).getByRole('button', { name: labels.deleteEventLabel(workerEventText) }));
    const dialog = await screen.findByRole('dialog', { name: labels.deleteEventTitle });
    expect(within(dialog).getByText(labels.deleteEventConfirm(workerEventText))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: texts.common.delete }));

    expect(await screen.findByText(labels.eventDeleted)).toBeTruthy();
    const [call] = api.callsTo(`DELETE ${BASE}/training-events/${workerEvent.id}/`);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ user_id: worker.id, version: '2' });
    await waitFor(() => expect(within(events).queryByText(workerEventText)).toBeNull());
    expect(within(events).getByText(companyEventText)).toBeTruthy();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { api, user } = openPage();
    const events = await findEventsRegion();

    await user.click(within(events).getByRole('button', { name: labels.deleteEventLabel(companyEventText) }));
    const dialog = await screen.findByRole('dialog', { name: labels.deleteEventTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.common.cancel }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it("names the company's event by its version and shows the server's reason when the events changed meanwhile", async () => {
    const { api, user } = openPage({ status: 409, body: { detail: labels.eventsChangedMeanwhile } });
    const events = await findEventsRegion();

    await user.click(within(events).getByRole('button', { name: labels.deleteEventLabel(companyEventText) }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.common.delete }),
    );

    expect(await screen.findByText(labels.eventsChangedMeanwhile)).toBeTruthy();
    const [call] = api.callsTo(`DELETE ${BASE}/training-events/${companyEvent.id}/`);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ version: '4' });
    expect(within(events).getByText(companyEventText)).toBeTruthy();
  });
});
