import { texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPendingDocument, buildSigningCode, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const pendingDocument = buildPendingDocument();
const signingCode = buildSigningCode([pendingDocument.id]);

/** The owner holds no passkey: the confirmation asks for the e-mailed code, and the 6 digits are typed. */
async function confirmWithCode(user: ReturnType<typeof renderApp>['user'], modal: HTMLElement) {
  await user.click(within(modal).getByRole('button', { name: texts.signing.requestCode }));
  expect(await within(modal).findByText(texts.signing.codeSent(signingCode.email))).toBeTruthy();
  const confirm = within(modal).getByRole('button', { name: texts.documents.confirm });
  expect(confirm.hasAttribute('disabled')).toBe(true);
  const [firstDigit] = within(modal).getAllByRole('textbox');
  await user.type(firstDigit as HTMLElement, '123456');
  await user.click(confirm);
}

function openOwnerDashboard(massSign: { status?: number; body?: unknown }, path = '/dashboard-owner') {
  signIn({ role: 'owner' });
  const api = fakeApi({
    'GET /api/documents/pending-owner/': { body: [pendingDocument] },
    'POST /api/sign-mass-docs/': massSign,
    'GET /api/passkeys/': { body: { items: [], registration_open: false } },
    'POST /api/signing-codes/': { status: 201, body: signingCode },
    'GET /api/verify-signature/': {
      body: { valid: false, reason: texts.verification.failureReasons.unknown },
    },
  });
  return { api, ...renderApp(path) };
}

describe('owner dashboard signing', () => {
  it('flags a record whose study fell short in its row, its preview and the consent, and no other', async () => {
    signIn({ role: 'owner' });
    const short = buildPendingDocument({ traineeLastName: 'Munteanu', shortStudy: true });
    fakeApi({ 'GET /api/documents/pending-owner/': { body: [short, pendingDocument] } });
    const { user } = renderApp('/dashboard-owner');
    const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });

    const [flaggedRow, plainRow] = [
      (await within(section).findByText('Munteanu')).closest('tr') as HTMLElement,
      within(section).getByText('Popa').closest('tr') as HTMLElement,
    ];
    expect(within(flaggedRow).getByText(texts.documents.shortStudyNote)).toBeTruthy();
    expect(within(plainRow).queryByText(texts.documents.shortStudyNote)).toBeNull();

    await user.click(
      within(flaggedRow).getByRole('checkbox', {
        name: texts.documents.selectOne('Munteanu Ion', 'Instruire PSI'),
      }),
    );
    await user.click(
      within(plainRow).getByRole('checkbox', {
        name: texts.documents.selectOne('Popa Ion', 'Instruire PSI'),
      }),
    );
    await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('2') }));
    const consent = await screen.findByRole('dialog');
    expect(within(consent).getByText(texts.documents.shortStudyInSelection(1))).toBeTruthy();
    await user.click(within(consent).getByRole('button', { name: texts.common.cancel }));

    await user.click(
      within(flaggedRow).getByRole('button', {
        name: texts.documents.preview('Munteanu Ion', 'Instruire PSI'),
      }),
    );
    expect(
      await within(await screen.findByRole('dialog')).findByText(texts.documents.shortStudyWarning),
    ).toBeTruthy();
  });

  it('asks for a selection, confirms with the consent text and signs', async () => {
    const { api, user } = openOwnerDashboard({
      body: { detail: 'ok', signed: [pendingDocument.id], already_signed: [], not_signed: [] },
    });
    const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });
    await within(section).findByText('Popa');

    await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('0') }));
    expect(await screen.findByText(texts.documents.noneSelected)).toBeTruthy();

    await user.click(
      within(section).getByRole('checkbox', { name: texts.documents.selectOne('Popa Ion', 'Instruire PSI') }),
    );
    await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('1') }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(texts.documents.counterSignSummary(1, 'Popa Ion'))).toBeTruthy();
    const consent = texts.signing.counterSignConsent.trainer;
    expect(within(modal).getByText(consent.title)).toBeTruthy();
    for (const paragraph of consent.paragraphs) expect(within(modal).getByText(paragraph)).toBeTruthy();
    // The trainer confirms having given the training, not having studied it as the trainee does.
    expect(within(modal).queryByText(texts.signing.consent[3] as string)).toBeNull();
    await confirmWithCode(user, modal);

    expect(await screen.findByText(texts.documents.ownerMassSignSuccess)).toBeTruthy();
    expect(screen.getByText('Ai semnat o fișă.')).toBeTruthy();
    expect(api.callsTo('POST /api/signing-codes/')[0]?.body).toEqual({
      channel: 'mass-sign',
      document_ids: [pendingDocument.id],
    });
    expect(api.callsTo('POST /api/sign-mass-docs/')[0]?.body).toEqual({
      document_ids: [pendingDocument.id],
      challenge_id: signingCode.challenge_id,
      code: '123456',
    });
    expect(api.callsTo('GET /api/documents/pending-owner/').length).toBeGreaterThan(1);
  });

  it('reports the documents the server could not sign: whose, which course and why', async () => {
    const { user } = openOwnerDashboard({
      body: {
        detail: 'Documente semnate acum: 0; semnate deja: 0; nesemnate: 1.',
        signed: [],
        already_signed: [],
        not_signed: [
          {
            id: pendingDocument.id,
            reason: 'not_awaiting_you',
            detail: 'Documentul nu așteaptă semnătura ta.',
          },
        ],
      },
    });
    const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });
    await user.click(
      await within(section).findByRole('checkbox', {
        name: texts.documents.selectOne('Popa Ion', 'Instruire PSI'),
      }),
    );
    await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('1') }));
    await confirmWithCode(user, await screen.findByRole('dialog'));

    const result = await screen.findByRole('status', { name: texts.documents.resultTitle });
    expect(within(result).getByText('Nu ai semnat nicio fișă; una nu a putut fi semnată:')).toBeTruthy();
    expect(
      within(result).getByText('Popa Ion, Instruire PSI: Documentul nu așteaptă semnătura ta.'),
    ).toBeTruthy();
    expect(screen.queryByText(texts.documents.ownerMassSignSuccess)).toBeNull();
  });

  it('verifies a hash on the archives page: required, then not valid', async () => {
    const { user } = openOwnerDashboard({ status: 500 }, '/arhive');
    const verifier = await screen.findByRole('region', { name: texts.verification.title });

    await user.click(within(verifier).getByRole('button', { name: texts.verification.submit }));
    expect(within(verifier).getByText(texts.verification.hashRequired)).toBeTruthy();

    await user.type(within(verifier).getByLabelText(texts.verification.hashLabel), 'a'.repeat(64));
    await user.click(within(verifier).getByRole('button', { name: texts.verification.submit }));
    expect(await within(verifier).findByText(texts.verification.invalid)).toBeTruthy();
  });

  it('shows each row’s date and score and opens the record before it is ticked', async () => {
    const { user } = openOwnerDashboard({ status: 500 });
    const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });
    const row = (await within(section).findByText('Popa')).closest('tr') as HTMLElement;

    expect(within(row).getByText('10.02.2026')).toBeTruthy();
    expect(within(row).getByText('90%')).toBeTruthy();
    await user.click(
      within(row).getByRole('button', { name: texts.documents.preview('Popa Ion', 'Instruire PSI') }),
    );

    const preview = await screen.findByRole('dialog', { name: texts.documents.previewTitle });
    expect(within(preview).getByText('Popa Ion')).toBeTruthy();
    expect(within(preview).getByText(pendingDocument.progress.user.username)).toBeTruthy();
    expect(within(preview).getByText(pendingDocument.company.name)).toBeTruthy();
    expect(within(preview).getByText(texts.documents.statusLabels.awaiting_owner)).toBeTruthy();
  });

  it('names how many records and whose, counting the people beyond the first five', async () => {
    const names = ['Popa', 'Ionescu', 'Stan', 'Dobre', 'Marin', 'Lazăr', 'Toma'];
    signIn({ role: 'owner' });
    fakeApi({
      'GET /api/documents/pending-owner/': {
        body: [...names, 'Popa'].map((traineeLastName) => buildPendingDocument({ traineeLastName })),
      },
    });
    const { user } = renderApp('/dashboard-owner');
    const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });
    await user.click(await within(section).findByRole('checkbox', { name: texts.documents.selectAll }));
    await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('8') }));

    const modal = await screen.findByRole('dialog');
    expect(
      within(modal).getByText(
        texts.documents.counterSignSummary(
          8,
          `Popa Ion, Ionescu Ion, Stan Ion, Dobre Ion, Marin Ion ${texts.documents.otherPeople(2)}`,
        ),
      ),
    ).toBeTruthy();
    expect(texts.documents.counterSignSummary(8, 'X')).toBe('Semnezi 8 fișe de instruire, pentru: X.');
    expect(texts.documents.otherPeople(2)).toBe('și încă 2 persoane');
  });
});

describe('the counter-signing of a firm that allows only passkeys', () => {
  it('shows the refusal in place of the code button and never signs', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({
      'GET /api/documents/pending-owner/': { body: [pendingDocument] },
      'GET /api/passkeys/': { body: { items: [], registration_open: false } },
      'POST /api/signing-codes/': { status: 409, body: { detail: texts.signing.simpleNotAllowed } },
    });
    const { user } = renderApp('/dashboard-owner');
    const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });
    await user.click(
      await within(section).findByRole('checkbox', {
        name: texts.documents.selectOne('Popa Ion', 'Instruire PSI'),
      }),
    );
    await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('1') }));
    const modal = await screen.findByRole('dialog');

    await user.click(within(modal).getByRole('button', { name: texts.signing.requestCode }));

    expect(await within(modal).findByText(texts.signing.simpleNotAllowed)).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: texts.signing.requestCode })).toBeNull();
    expect(
      within(modal).getByRole('button', { name: texts.documents.confirm }).hasAttribute('disabled'),
    ).toBe(true);
    expect(api.callsTo('POST /api/sign-mass-docs/')).toEqual([]);
  });
});
