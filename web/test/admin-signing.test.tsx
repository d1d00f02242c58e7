import { texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildId, buildPendingDocument, buildSigningCode, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

/* jsdom has no canvas: react-pdf is a stand-in that shows which file the viewer was handed. */
vi.mock('react-pdf', async () => {
  const { createElement } = await import('react');
  function Document({ file, className }: { file: string; className?: string; children: ReactNode }) {
    return createElement('div', { className, 'data-testid': 'pdf-document', 'data-file': file });
  }
  return { Document, Page: () => null, PasswordResponses: {}, pdfjs: { GlobalWorkerOptions: {} } };
});

/** The viewer watches which pages are near the screen; jsdom has no layout to report. */
class UnobservingObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

function buildAdminPendingDocument(traineeLastName: string) {
  return buildPendingDocument({
    status: 'awaiting_admin',
    traineeLastName,
    courseTitle: 'Instruire periodică SSM',
  });
}

describe('admin dashboard signing', () => {
  it('mass-signs only the selected documents', async () => {
    signIn({ role: 'admin' });
    const first = buildAdminPendingDocument('Popa');
    const signingCode = buildSigningCode([first.id], 'representative');
    const api = fakeApi({
      'GET /api/documents/pending-admin/': { body: [first, buildAdminPendingDocument('Ionescu')] },
      'GET /api/user-progress-admin/': { body: [] },
      'GET /api/passkeys/': { body: { items: [], registration_open: false } },
      'POST /api/signing-codes/': { status: 201, body: signingCode },
      'POST /api/sign-mass-docs/': {
        body: { detail: 'ok', signed: [first.id], already_signed: [], not_signed: [] },
      },
    });
    const { user } = renderApp('/dashboard-admin');

    const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });
    const submit = await within(section).findByRole('button', { name: texts.documents.selectedCount('0') });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText(texts.documents.progressEmpty)).toBeTruthy();

    await user.click(
      within(section).getByRole('checkbox', {
        name: texts.documents.selectOne('Popa Ion', 'Instruire periodică SSM'),
      }),
    );
    await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('1') }));

    // Nothing is signed before the admin confirms, as the employer's representative, what and whose.
    const modal = await screen.findByRole('dialog', { name: texts.documents.confirmTitle });
    expect(api.callsTo('POST /api/sign-mass-docs/')).toEqual([]);
    expect(within(modal).getByText(texts.documents.counterSignSummary(1, 'Popa Ion'))).toBeTruthy();
    const consent = texts.signing.counterSignConsent.representative;
    expect(within(modal).getByText(consent.title)).toBeTruthy();
    for (const paragraph of consent.paragraphs) expect(within(modal).getByText(paragraph)).toBeTruthy();
    // Without a passkey, one code e-mailed for the selection confirms it.
    await user.click(within(modal).getByRole('button', { name: texts.signing.requestCode }));
    const [firstDigit] = await within(modal).findAllByRole('textbox');
    await user.type(firstDigit as HTMLElement, '246802');
    await user.click(within(modal).getByRole('button', { name: texts.documents.confirm }));

    expect(await screen.findByText(texts.documents.adminMassSignSuccess)).toBeTruthy();
    expect(api.callsTo('POST /api/sign-mass-docs/')[0]?.body).toEqual({
      document_ids: [first.id],
      challenge_id: signingCode.challenge_id,
      code: '246802',
    });
  });

  it('shows each row’s date and score and opens the record, as it will be printed, before it is ticked', async () => {
    vi.stubGlobal('IntersectionObserver', UnobservingObserver);
    signIn({ role: 'admin' });
    const document = buildAdminPendingDocument('Popa');
    fakeApi({
      'GET /api/documents/pending-admin/': { body: [document] },
      'GET /api/user-progress-admin/': { body: [] },
      [`GET /api/documents/${document.id}/preview/`]: {
        body: { file_name: 'Previzualizare Fisa instruire.pdf', pdf_base64: 'JVBERi0xLjcK' },
      },
    });
    const { user } = renderApp('/dashboard-admin');
    const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });
    const row = (await within(section).findByText('Popa')).closest('tr') as HTMLElement;

    expect(within(row).getByText('10.02.2026')).toBeTruthy();
    expect(within(row).getByText('90%')).toBeTruthy();
    await user.click(
      within(row).getByRole('button', {
        name: texts.documents.preview('Popa Ion', 'Instruire periodică SSM'),
      }),
    );

    const preview = await screen.findByRole('dialog', { name: texts.documents.previewTitle });
    expect(within(preview).getByText('Popa Ion')).toBeTruthy();
    expect(within(preview).getByText(texts.documents.statusLabels.awaiting_admin)).toBeTruthy();
    const printed = await within(preview).findByRole('region', { name: texts.documents.printedTitle });
    const viewer = await within(printed).findByTestId('pdf-document', {}, { timeout: 20_000 });
    expect(viewer.getAttribute('data-file')).toBe('data:application/pdf;base64,JVBERi0xLjcK');
  });

  it('signs nothing when the admin cancels the confirmation', async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({
      'GET /api/documents/pending-admin/': { body: [buildAdminPendingDocument('Popa')] },
      'GET /api/user-progress-admin/': { body: [] },
    });
    const { user } = renderApp('/dashboard-admin');
    const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });
    await user.click(await within(section).findByRole('checkbox', { name: texts.documents.selectAll }));
    await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('1') }));

    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: texts.common.cancel }),
    );

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/sign-mass-docs/')).toEqual([]);
  });

  it('shows the progress with the status in Romanian and says when nothing waits', async () => {
    signIn({ role: 'admin' });
    fakeApi({
      'GET /api/documents/pending-admin/': { body: [] },
      'GET /api/user-progress-admin/': {
        body: [
          {
            id: buildId(),
            employee_name: 'Popa Ion',
            course_title: 'Instruire PSI',
            quiz_score: 85,
            status: texts.documents.statusLabels.signed,
            status_code: 'signed',
            completed_at: '2026-02-10T10:00:00.000Z',
          },
        ],
      },
    });
    renderApp('/dashboard-admin');

    expect(await screen.findByText(texts.documents.pendingEmpty)).toBeTruthy();
    expect(await screen.findByText('85%')).toBeTruthy();
    expect(screen.getByText(texts.documents.statusLabels.signed)).toBeTruthy();
  });

  it('shows a page of the progress and loads the next one on demand', async () => {
    signIn({ role: 'admin' });
    const row = (employeeName: string) => ({
      id: buildId(),
      employee_name: employeeName,
      course_title: 'Instruire periodică SSM',
      quiz_score: 100,
      status: texts.documents.statusLabels.signed,
      status_code: 'signed',
      completed_at: '2026-02-10T10:00:00.000Z',
    });
    const api = fakeApi({
      'GET /api/documents/pending-admin/': { body: [] },
      'GET /api/user-progress-admin/': (call) =>
        call.query.get('cursor') === 'pagina-2'
          ? { body: [row('Stan Vasile')] }
          : { body: [row('Popa Ion')], headers: { 'X-Next-Cursor': 'pagina-2' } },
    });
    const { user } = renderApp('/dashboard-admin');

    expect(await screen.findByText('Popa Ion')).toBeTruthy();
    expect(screen.queryByText('Stan Vasile')).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.documents.loadMore }));

    expect(await screen.findByText('Stan Vasile')).toBeTruthy();
    expect(screen.getByText('Popa Ion')).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.documents.loadMore })).toBeNull();
    expect(api.callsTo('GET /api/user-progress-admin/').map((call) => call.query.get('limit'))).toEqual([
      '100',
      '100',
    ]);
  });
});

describe('/semnaturi-conducator, what waits for a workplace manager', () => {
  it("lists an admin's records as manager and for the admission to work, each with its own consent", async () => {
    signIn({ role: 'admin' });
    const asManager = buildPendingDocument({
      status: 'awaiting_manager',
      traineeLastName: 'Rusu',
      courseTitle: 'Instruire periodică SSM',
    });
    const toAdmit = buildPendingDocument({
      status: 'awaiting_admin',
      capacity: 'admitter',
      traineeLastName: 'Stan',
      courseTitle: 'Instruire la locul de muncă',
    });
    const asRepresentative = buildAdminPendingDocument('Popa');
    fakeApi({
      'GET /api/documents/pending-manager/': { body: [asManager] },
      'GET /api/documents/pending-admin/': { body: [asRepresentative, toAdmit] },
    });
    const { user } = renderApp('/semnaturi-conducator');

    const managed = await screen.findByRole('region', { name: texts.documents.managerPendingTitle });
    const admitted = await screen.findByRole('region', { name: texts.documents.admitterPendingTitle });
    expect(within(managed).getAllByRole('checkbox', { name: /^Selectează documentul: / })).toHaveLength(1);
    // The introductory-general record waiting for the representative stays on /documente-de-semnat.
    expect(within(admitted).queryByText('Popa')).toBeNull();
    await user.click(
      within(admitted).getByRole('checkbox', {
        name: texts.documents.selectOne('Stan Ion', 'Instruire la locul de muncă'),
      }),
    );
    await user.click(within(admitted).getByRole('button', { name: texts.documents.selectedCount('1') }));

    const modal = await screen.findByRole('dialog', { name: texts.documents.confirmTitle });
    expect(within(modal).getByText(texts.signing.counterSignConsent.admitter.title)).toBeTruthy();
    expect(within(modal).queryByText(texts.signing.counterSignConsent.representative.title)).toBeNull();
    expect(
      (await screen.findAllByRole('link', { name: texts.navigation.workplaceSigning })).length,
    ).toBeGreaterThan(0);
  });
});
