import { sha256Hex, texts } from '@ssm/shared';
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
});
