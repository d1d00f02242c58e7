import { formatRomanianDateTime, sha256Hex, texts } from '@ssm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const valid = {
  valid: true,
  kind: 'signature',
  first_name: 'Ion',
  last_name: 'Popa',
  username: 'ion.popa',
  timestamp: '2026-02-10T10:00:00.000Z',
  course_title: 'Instruire PSI',
};

describe('public verification page', () => {
  it("checks the QR code's hash without a login and shows who signed", async () => {
    const api = fakeApi({ 'GET /api/verify-signature/': { body: valid } });
    renderApp(`/verificare?hash=${'a'.repeat(64)}`);

    expect(await screen.findByText(`${texts.verification.signer}: Popa Ion`)).toBeTruthy();
    expect(api.callsTo('GET /api/verify-signature/')[0]?.headers.get('Authorization')).toBeNull();
  });

  it("shows the fingerprints of the platform seal's key and certificate, to compare with a PDF reader's", async () => {
    const fingerprint = Array.from({ length: 32 }, (_, index) =>
      index.toString(16).padStart(2, '0').toUpperCase(),
    ).join(':');
    fakeApi({
      'GET /api/seal-certificate/': {
        body: {
          key_id: 'local:abc',
          algorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
          public_key_pem: '-----BEGIN PUBLIC KEY-----',
          public_key_sha256: fingerprint,
          certificate_chain_pem: '-----BEGIN CERTIFICATE-----',
          certificate_sha256: fingerprint.split(':').reverse().join(':'),
        },
      },
    });
    renderApp('/verificare');

    const seal = await screen.findByRole('region', { name: texts.verification.sealTitle });
    expect(within(seal).getByText(fingerprint)).toBeTruthy();
    expect(within(seal).getByText(`${texts.verification.sealFingerprint}:`)).toBeTruthy();
    expect(within(seal).getByText(fingerprint.split(':').reverse().join(':'))).toBeTruthy();
    expect(within(seal).getByText(`${texts.verification.sealCertificateFingerprint}:`)).toBeTruthy();
  });

  it('hashes a chosen PDF in the browser and says when it matches nothing', async () => {
    const api = fakeApi({
      'GET /api/verify-signature/': {
        body: { valid: false, reason: texts.verification.failureReasons.unknown },
      },
    });
    const { user } = renderApp('/verificare');
    const file = new File(['%PDF-1.7 fisa'], 'fisa.pdf', { type: 'application/pdf' });

    await screen.findByText(texts.verification.fileLabel);
    // Mantine's file input is a button over a hidden native input, which receives the file.
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);

    expect(await screen.findByText(texts.verification.invalid)).toBeTruthy();
    expect(screen.getByText(texts.verification.failureReasons.unknown)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/verify-signature/')).toHaveLength(1));
    expect(screen.getByDisplayValue(await sha256Hex('%PDF-1.7 fisa'))).toBeTruthy();
  });

  it('hashes a PDF dropped on the page', async () => {
    const api = fakeApi({ 'GET /api/verify-signature/': { body: valid } });
    renderApp('/verificare');
    const file = new File(['%PDF-1.7 fisa semnata'], 'fisa.pdf', { type: 'application/pdf' });

    fireEvent.drop(await screen.findByTestId('pdf-drop-zone'), { dataTransfer: { files: [file] } });

    expect(await screen.findByText(`${texts.verification.signer}: Popa Ion`)).toBeTruthy();
    expect(api.callsTo('GET /api/verify-signature/')).toHaveLength(1);
    expect(screen.getByDisplayValue(await sha256Hex('%PDF-1.7 fisa semnata'))).toBeTruthy();
  });

  it('shows a whole record’s hash as the record, with each signer in their own capacity and time', async () => {
    const signers = texts.documents.signerRoleLabels;
    fakeApi({
      'GET /api/verify-signature/': {
        body: {
          ...valid,
          kind: 'document',
          timestamp: '2026-02-12T14:00:00.000Z',
          signatures: [
            {
              role: 'trainee',
              role_label: signers.trainee,
              first_name: 'Ion',
              last_name: 'Popa',
              timestamp: '2026-02-10T10:00:00.000Z',
            },
            {
              role: 'representative',
              role_label: signers.representative,
              first_name: 'Ana',
              last_name: 'Stan',
              timestamp: '2026-02-11T09:00:00.000Z',
            },
            {
              role: 'trainer',
              role_label: signers.trainer,
              first_name: 'Mihai',
              last_name: 'Dobre',
              timestamp: '2026-02-12T14:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp(`/verificare?hash=${'b'.repeat(64)}`);

    expect(
      await screen.findByText(
        `${texts.verification.matchedLabel}: ${texts.verification.matchedKinds.document}`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(`${texts.verification.trainee}: Popa Ion`)).toBeTruthy();
    expect(screen.queryByText(new RegExp(`^${texts.verification.signer}:`))).toBeNull();
    expect(
      screen.getByText(
        `${texts.verification.fullySignedAt}: ${formatRomanianDateTime('2026-02-12T14:00:00.000Z')}`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(`${signers.trainee}: Popa Ion, ${formatRomanianDateTime('2026-02-10T10:00:00.000Z')}`),
    ).toBeTruthy();
    expect(
      screen.getByText(
        `${signers.representative}: Stan Ana, ${formatRomanianDateTime('2026-02-11T09:00:00.000Z')}`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        `${signers.trainer}: Dobre Mihai, ${formatRomanianDateTime('2026-02-12T14:00:00.000Z')}`,
      ),
    ).toBeTruthy();
  });

  it('names a signature’s signer with their capacity', async () => {
    fakeApi({
      'GET /api/verify-signature/': {
        body: { ...valid, role: 'trainee', role_label: texts.documents.signerRoleLabels.trainee },
      },
    });
    renderApp(`/verificare?hash=${'c'.repeat(64)}`);

    expect(
      await screen.findByText(
        `${texts.verification.signer}: Popa Ion (${texts.documents.signerRoleLabels.trainee})`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        `${texts.verification.signedAt}: ${formatRomanianDateTime('2026-02-10T10:00:00.000Z')}`,
      ),
    ).toBeTruthy();
  });

  it('says which hash matched nothing and where it was looked for', async () => {
    fakeApi({
      'GET /api/verify-signature/': {
        body: { valid: false, reason: texts.verification.failureReasons.unknown },
      },
    });
    renderApp(`/verificare?hash=${'d'.repeat(64)}`);

    expect(await screen.findByText(`${texts.verification.checkedHash}: ${'d'.repeat(64)}`)).toBeTruthy();
    expect(screen.getByText(texts.verification.checkedPlaces)).toBeTruthy();
  });
});
