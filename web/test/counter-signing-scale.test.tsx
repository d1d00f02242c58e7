import { SIGNING_MANIFEST_MAX_DOCUMENTS, texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPendingDocument, buildSigningCode, signIn } from './support/builders';
import type { RecordedCall } from './support/fake-api';
import { fakeApi } from './support/fake-api';
import { holdPasskeyDevice, passkeyHolderAnswers } from './support/passkey-device';
import { renderApp } from './support/render-app';

/*
 * Counter-signing at scale (docs/product.md, counter-signing): the whole filter counted and
 * selected across pages, signed 100 at a time with progress and a stop by a signer holding a
 * passkey (one approval per chunk) or with one e-mailed code over the whole selection by one
 * holding none, and the result in numbers.
 */

const people = ['Popa', 'Ionescu', 'Stan', 'Dobre', 'Marin'];

/** A pending list whose first page holds `pageSize` of the filter's documents, and more to load. */
function pendingList(documents: ReturnType<typeof buildPendingDocument>[], pageSize: number) {
  return (call: RecordedCall) =>
    call.query.has('limit')
      ? { body: documents.slice(0, pageSize), headers: { 'x-next-cursor': 'next-page' } }
      : { body: documents };
}

/** A mass sign that signs what it is sent, but these ids, which it reports as not waiting. */
function signingAllBut(refused: ReadonlySet<string>) {
  return (call: RecordedCall) => {
    const ids = (call.body as { document_ids: string[] }).document_ids;
    return {
      body: {
        detail: '',
        signed: ids.filter((id) => !refused.has(id)),
        already_signed: [],
        not_signed: ids
          .filter((id) => refused.has(id))
          .map((id) => ({ id, reason: 'not_awaiting_you', detail: 'Documentul nu așteaptă semnătura ta.' })),
      },
    };
  };
}

async function openPendingSection() {
  const { user } = renderApp('/documente-de-semnat');
  const section = await screen.findByRole('region', { name: texts.documents.pendingTitle });
  return { user, section };
}

type PendingSection = Awaited<ReturnType<typeof openPendingSection>>;

/** Selects the whole filter of `count` documents and opens the signing of the selection. */
async function openSigningOfWholeFilter({ user, section }: PendingSection, count: number) {
  await user.click(
    await within(section).findByRole('button', { name: texts.documents.selectFiltered(count) }),
  );
  await user.click(
    within(section).getByRole('button', { name: texts.documents.selectedCount(String(count)) }),
  );
  return screen.findByRole('dialog');
}

/** Asks for the e-mailed code in the signing dialog and confirms with the code the mail holds. */
async function confirmWithMailedCode(user: PendingSection['user'], modal: HTMLElement, email: string) {
  await user.click(within(modal).getByRole('button', { name: texts.signing.requestCode }));
  await within(modal).findByText(texts.signing.codeSent(email));
  await user.type(within(modal).getAllByRole('textbox')[0] as HTMLElement, '123456');
  await user.click(within(modal).getByRole('button', { name: texts.documents.confirm }));
}

describe("the owner's pending documents at scale", () => {
  it('counts the whole filter and selects all of it, not only the page listed', async () => {
    signIn({ role: 'owner' });
    const documents = people.map((traineeLastName) => buildPendingDocument({ traineeLastName }));
    const signingCode = buildSigningCode(documents.map((document) => document.id));
    const api = fakeApi({
      'GET /api/documents/pending-owner/': pendingList(documents, 2),
      'GET /api/passkeys/': { body: { items: [], registration_open: false } },
      'POST /api/signing-codes/': { body: signingCode },
      'POST /api/sign-mass-docs/': signingAllBut(new Set()),
    });
    const { user, section } = await openPendingSection();

    expect(await within(section).findByText(texts.documents.pendingTotal(5))).toBeTruthy();
    expect(within(section).queryByText('Dobre')).toBeNull();
    await user.click(within(section).getByRole('button', { name: texts.documents.selectFiltered(5) }));
    expect(within(section).getByText('5 documente selectate din 5.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: texts.documents.selectedCount('5') }));
    const modal = await screen.findByRole('dialog');
    expect(
      within(modal).getByText(
        texts.documents.counterSignSummary(5, 'Popa Ion, Ionescu Ion, Stan Ion, Dobre Ion, Marin Ion'),
      ),
    ).toBeTruthy();
    await confirmWithMailedCode(user, modal, signingCode.email);

    expect(await screen.findByText('Ai semnat 5 fișe.')).toBeTruthy();
    // The code covers exactly the selection, which fits one chunk: one request.
    expect(api.callsTo('POST /api/sign-mass-docs/').map((call) => call.body)).toEqual([
      {
        document_ids: documents.map((document) => document.id),
        challenge_id: signingCode.challenge_id,
        code: '123456',
      },
    ]);
  });

  it('signs 250 documents with one e-mailed code 100 at a time, each request with the same code', async () => {
    signIn({ role: 'owner' });
    const documents = Array.from({ length: 250 }, (_, index) =>
      buildPendingDocument({ traineeLastName: `Dobre${index}` }),
    );
    const signingCode = buildSigningCode(documents.map((document) => document.id));
    const api = fakeApi({
      'GET /api/documents/pending-owner/': pendingList(documents, 100),
      'GET /api/passkeys/': { body: { items: [], registration_open: false } },
      'POST /api/signing-codes/': { body: signingCode },
      'POST /api/sign-mass-docs/': signingAllBut(new Set()),
    });
    const { user, section } = await openPendingSection();
    const modal = await openSigningOfWholeFilter({ user, section }, 250);
    await confirmWithMailedCode(user, modal, signingCode.email);

    expect(await screen.findByText('Ai semnat 250 de fișe.')).toBeTruthy();
    // A request of 500 signatures can outlast the API's 29 s on a busy day; 100 take a few seconds.
    const requests = api
      .callsTo('POST /api/sign-mass-docs/')
      .map((call) => call.body as { document_ids: string[]; challenge_id: string; code: string });
    expect(requests.map((request) => request.document_ids.length)).toEqual([100, 100, 50]);
    expect(requests.flatMap((request) => request.document_ids)).toEqual(
      documents.map((document) => document.id),
    );
    expect(new Set(requests.map((request) => `${request.challenge_id} ${request.code}`))).toEqual(
      new Set([`${signingCode.challenge_id} 123456`]),
    );
  });

  it('drops the signed documents from the total and the table at once, before the lists are read again', async () => {
    signIn({ role: 'owner' });
    const documents = Array.from({ length: 150 }, (_, index) =>
      buildPendingDocument({ traineeLastName: `Stan${index}` }),
    );
    const signingCode = buildSigningCode(documents.map((document) => document.id));
    const signedIds = new Set<string>();
    let releaseRereads = () => {};
    const rereadsHeld = new Promise<void>((resolve) => {
      releaseRereads = resolve;
    });
    const signAll = signingAllBut(new Set());
    fakeApi({
      'GET /api/documents/pending-owner/': async (call) => {
        if (signedIds.size > 0) await rereadsHeld;
        return pendingList(
          documents.filter((document) => !signedIds.has(document.id)),
          100,
        )(call);
      },
      'GET /api/passkeys/': { body: { items: [], registration_open: false } },
      'POST /api/signing-codes/': { body: signingCode },
      'POST /api/sign-mass-docs/': (call) => {
        for (const id of (call.body as { document_ids: string[] }).document_ids) signedIds.add(id);
        return signAll(call);
      },
    });
    const { user, section } = await openPendingSection();
    const modal = await openSigningOfWholeFilter({ user, section }, 150);
    await confirmWithMailedCode(user, modal, signingCode.email);

    expect(await screen.findByText('Ai semnat 150 de fișe.')).toBeTruthy();
    expect(within(section).getByText(texts.documents.pendingTotal(0))).toBeTruthy();
    expect(within(section).getByText(texts.documents.pendingEmpty)).toBeTruthy();
    releaseRereads();
    expect(await within(section).findByText(texts.documents.pendingTotal(0))).toBeTruthy();
  });

  it('says before anything starts that one code cannot confirm a selection beyond its limit', async () => {
    signIn({ role: 'owner' });
    const selected = SIGNING_MANIFEST_MAX_DOCUMENTS + 1;
    const documents = Array.from({ length: selected }, (_, index) =>
      buildPendingDocument({ traineeLastName: `Marin${index}` }),
    );
    const api = fakeApi({
      'GET /api/documents/pending-owner/': pendingList(documents, 100),
      'GET /api/passkeys/': { body: { items: [], registration_open: false } },
    });
    const { user, section } = await openPendingSection();
    const modal = await openSigningOfWholeFilter({ user, section }, selected);

    expect(
      await within(modal).findByText(
        texts.documents.tooManyForOneCode(selected, SIGNING_MANIFEST_MAX_DOCUMENTS),
      ),
    ).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: texts.signing.requestCode })).toBeNull();
    expect(
      within(modal).getByRole('button', { name: texts.documents.confirm }).hasAttribute('disabled'),
    ).toBe(true);
    expect(api.callsTo('POST /api/signing-codes/')).toHaveLength(0);
  });

  it('sends the filter to the server: company, course and the signing days', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({
      'GET /api/documents/pending-owner/': pendingList([buildPendingDocument()], 1),
    });
    const { user, section } = await openPendingSection();
    await within(section).findByText(texts.documents.pendingTotal(1));

    await user.type(within(section).getByLabelText(texts.documents.signedFrom), '2026-02-01');

    await within(section).findByText(texts.documents.pendingTotal(1));
    const calls = api.callsTo('GET /api/documents/pending-owner/');
    const last = calls.at(-1) as RecordedCall;
    expect(last.query.get('signed_from')).toBe('2026-02-01');
    expect(
      calls.some((call) => call.query.get('signed_from') === '2026-02-01' && call.query.has('limit')),
    ).toBe(true);
  });

  it('signs 240 documents 100 at a time with progress, and says how many were signed and which were not', async () => {
    signIn({ role: 'owner' });
    const documents = Array.from({ length: 240 }, (_, index) =>
      buildPendingDocument({ traineeLastName: `Popa${index}`, courseTitle: 'Instruire periodică SSM' }),
    );
    const refused = new Set(documents.slice(-3).map((document) => document.id));
    let releaseSecondChunk = () => {};
    const secondChunkHeld = new Promise<void>((resolve) => {
      releaseSecondChunk = resolve;
    });
    const signing = signingAllBut(refused);
    const device = holdPasskeyDevice();
    const api = fakeApi({
      ...passkeyHolderAnswers,
      'GET /api/documents/pending-owner/': pendingList(documents, 100),
      'POST /api/sign-mass-docs/': async (call) => {
        if (api.callsTo('POST /api/sign-mass-docs/').length === 2) await secondChunkHeld;
        return signing(call);
      },
    });
    const { user, section } = await openPendingSection();
    const modal = await openSigningOfWholeFilter({ user, section }, 240);
    await user.click(within(modal).getByRole('button', { name: texts.documents.confirm }));

    expect((await screen.findAllByText(texts.documents.signingProgress(100, 240))).length).toBeGreaterThan(0);
    releaseSecondChunk();

    const result = await screen.findByRole('status', { name: texts.documents.resultTitle });
    expect(within(result).getByText('Ai semnat 237 de fișe; 3 nu au putut fi semnate:')).toBeTruthy();
    for (const document of documents.slice(-3))
      expect(
        within(result).getByText(
          `${document.progress.user.last_name} Ion, Instruire periodică SSM: Documentul nu așteaptă semnătura ta.`,
        ),
      ).toBeTruthy();
    const chunks = api
      .callsTo('POST /api/sign-mass-docs/')
      .map((call) => (call.body as { document_ids: string[] }).document_ids.length);
    expect(chunks).toEqual([100, 100, 40]);
    expect(device.assertions).toHaveBeenCalledTimes(3);
  });

  it('stops after the chunk being signed when asked, and says what was signed', async () => {
    signIn({ role: 'owner' });
    const documents = Array.from({ length: 150 }, (_, index) =>
      buildPendingDocument({ traineeLastName: `Stan${index}` }),
    );
    let releaseFirstChunk = () => {};
    const firstChunkHeld = new Promise<void>((resolve) => {
      releaseFirstChunk = resolve;
    });
    const signing = signingAllBut(new Set());
    holdPasskeyDevice();
    const api = fakeApi({
      ...passkeyHolderAnswers,
      'GET /api/documents/pending-owner/': pendingList(documents, 100),
      'POST /api/sign-mass-docs/': async (call) => {
        await firstChunkHeld;
        return signing(call);
      },
    });
    const { user, section } = await openPendingSection();
    const modal = await openSigningOfWholeFilter({ user, section }, 150);
    await user.click(within(modal).getByRole('button', { name: texts.documents.confirm }));

    await user.click(await within(modal).findByRole('button', { name: texts.documents.stopSigning }));
    releaseFirstChunk();

    const result = await screen.findByRole('status', { name: texts.documents.resultTitle });
    expect(within(result).getByText('Ai semnat 100 de fișe.')).toBeTruthy();
    expect(within(result).getByText(texts.documents.signingStopped)).toBeTruthy();
    expect(api.callsTo('POST /api/sign-mass-docs/')).toHaveLength(1);
  });
});

describe('the counts of the result, in Romanian', () => {
  it('says one record, a few and twenty or more as Romanian does', () => {
    expect(texts.documents.signedCount(1)).toBe('Ai semnat o fișă');
    expect(texts.documents.signedCount(2)).toBe('Ai semnat 2 fișe');
    expect(texts.documents.signedCount(20)).toBe('Ai semnat 20 de fișe');
    expect(texts.documents.notSignedCount(1)).toBe('una nu a putut fi semnată:');
    expect(texts.documents.notSignedCount(3)).toBe('3 nu au putut fi semnate:');
  });
});
