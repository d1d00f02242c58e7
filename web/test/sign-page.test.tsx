import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, buildId, buildProgressItem, buildSigningCode, signIn } from './support/builders';
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

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', UnobservingObserver);
});

const PROGRESS_ID = buildId();
const PREVIEW = { file_name: 'Previzualizare Fisa instruire.pdf', pdf_base64: 'JVBERi0xLjcK' };

const RECORD_TO_SIGN = buildProgressItem({
  id: PROGRESS_ID,
  course_title: 'Instruire la angajare: lucrul la înălțime',
  quiz_score: 100,
  completed_at: '2026-03-04T08:15:00.000Z',
  document_status: 'awaiting_trainee',
});

const SIGNING_CODE_ANSWER = buildSigningCode([PROGRESS_ID], 'trainee');

/** The trainee holds no passkey: the code is asked for, then its 6 digits typed. */
async function enterCode(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: texts.signing.requestCode }));
  expect(await screen.findByText(texts.signing.codeSent(SIGNING_CODE_ANSWER.email))).toBeTruthy();
  const [firstDigit] = screen.getAllByRole('textbox');
  await user.type(firstDigit as HTMLElement, '654321');
}

function openSignPage(
  upload: { status?: number; body?: unknown },
  me: { status?: number; body?: unknown },
  attempts: unknown[] = [RECORD_TO_SIGN],
) {
  signIn({ role: 'employee' });
  const api = fakeApi({
    'GET /api/users/me/': me,
    'GET /api/user-progress/': { body: attempts },
    'POST /api/signatures/upload/': upload,
    'GET /api/passkeys/': { body: { items: [], registration_open: false } },
    'POST /api/signing-codes/': { status: 201, body: SIGNING_CODE_ANSWER },
    [`GET /api/documents/${PROGRESS_ID}/preview/`]: { body: PREVIEW },
  });
  return { api, ...renderApp(`/sign/${PROGRESS_ID}`) };
}

describe('sign page', () => {
  it('shows every consent paragraph and signs only after the agreement and the e-mailed code', async () => {
    const me = buildCurrentUser({ email: null, birth_date: '1990-03-07' });
    const { api, user, router } = openSignPage(
      { status: 201, body: { message: '', redirect_url: '/profile' } },
      { body: me },
    );

    const submit = await screen.findByRole('button', { name: texts.signing.submit });
    for (const paragraph of texts.signing.consent) expect(screen.getByText(paragraph)).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(texts.signing.consentRequired).id).toBe(submit.getAttribute('aria-describedby'));

    await user.click(screen.getByRole('checkbox', { name: texts.signing.agree }));
    expect(screen.queryByText(texts.signing.consentRequired)).toBeNull();
    expect(submit.hasAttribute('disabled')).toBe(true);
    await enterCode(user);
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.callsTo('POST /api/signing-codes/')[0]?.body).toEqual({
      channel: 'consent-page',
      document_ids: [PROGRESS_ID],
    });
    const [fixed] = SIGNING_CODE_ANSWER.signatures;
    expect(api.callsTo('POST /api/signatures/upload/')[0]?.body).toEqual({
      progress: PROGRESS_ID,
      role: 'employee',
      hash_signature: fixed?.hash_signature,
      timestamp: fixed?.timestamp,
      challenge_id: SIGNING_CODE_ANSWER.challenge_id,
      code: '654321',
    });
    expect(screen.getByText(texts.signing.success)).toBeTruthy();
  });

  it("shows the server's detail for a second signature and logs the failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openSignPage(
      { status: 409, body: { detail: texts.signing.alreadySigned } },
      { body: buildCurrentUser() },
    );

    await user.click(await screen.findByRole('checkbox', { name: texts.signing.agree }));
    await enterCode(user);
    await user.click(screen.getByRole('button', { name: texts.signing.submit }));

    expect(await screen.findByText(texts.signing.alreadySigned)).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(texts.signing.failureLog, expect.anything());
  });

  it('says so when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openSignPage({ status: 500 }, { body: buildCurrentUser() });

    await user.click(await screen.findByRole('checkbox', { name: texts.signing.agree }));
    await enterCode(user);
    await user.click(screen.getByRole('button', { name: texts.signing.submit }));

    expect(await screen.findByText(texts.signing.failure)).toBeTruthy();
  });

  it('says so when the user cannot be loaded', async () => {
    openSignPage({ status: 500 }, { status: 500 });

    expect(await screen.findByText(texts.signing.userLoadFailed)).toBeTruthy();
  });

  it('says what is being signed: the course, the day the test was passed and the score', async () => {
    openSignPage({ status: 201 }, { body: buildCurrentUser() });

    const summary = await screen.findByRole('region', { name: texts.signing.recordTitle });
    expect(within(summary).getByText(RECORD_TO_SIGN.course_title)).toBeTruthy();
    expect(within(summary).getByText('04.03.2026')).toBeTruthy();
    expect(within(summary).getByText('100%')).toBeTruthy();
  });

  it('shows the record as it will be printed before the consent', async () => {
    openSignPage({ status: 201 }, { body: buildCurrentUser() });

    const printed = await screen.findByRole('region', { name: texts.documents.printedTitle });
    const viewer = await within(printed).findByTestId('pdf-document', {}, { timeout: 20_000 });
    expect(viewer.getAttribute('data-file')).toBe(`data:application/pdf;base64,${PREVIEW.pdf_base64}`);
    const consent = screen.getByRole('checkbox', { name: texts.signing.agree });
    expect(printed.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when the printed record cannot be prepared, and still lets the trainee sign', async () => {
    signIn({ role: 'employee' });
    fakeApi({
      'GET /api/users/me/': { body: buildCurrentUser() },
      'GET /api/user-progress/': { body: [RECORD_TO_SIGN] },
    });
    renderApp(`/sign/${PROGRESS_ID}`);

    const printed = await screen.findByRole('region', { name: texts.documents.printedTitle });
    expect(await within(printed).findByText(texts.documents.printedFailed)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: texts.signing.agree })).toBeTruthy();
  });

  it.each([
    ['a record that is not among the trainee’s', [], texts.signing.recordNotFound],
    [
      'a failed attempt, which has no record',
      [{ ...RECORD_TO_SIGN, completed: false, document_status: null }],
      texts.signing.recordNotFound,
    ],
    [
      'a record already signed by the trainee',
      [{ ...RECORD_TO_SIGN, document_status: 'awaiting_owner' }],
      texts.signing.alreadySigned,
    ],
  ])('refuses %s before anything is ticked', async (_case, attempts, refusal) => {
    const { api } = openSignPage({ status: 201 }, { body: buildCurrentUser() }, attempts);

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: texts.signing.agree })).toBeNull();
    expect(screen.getByRole('link', { name: texts.common.backToDashboard })).toBeTruthy();
    expect(api.callsTo('POST /api/signatures/upload/')).toEqual([]);
  });
});
