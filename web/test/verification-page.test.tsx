import { formatRomanianDateTime, texts } from '@ssm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
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

  it('sends a chosen PDF to be checked and explains a seal that no longer matches the file', async () => {
    const api = fakeApi({
      'POST /api/verify-pdf/': {
        body: {
          valid: false,
          explanation: [texts.pdfVerification.invalid, texts.pdfVerification.sealAltered],
          file_sha256: 'b'.repeat(64),
          seal: {
            status: 'altered',
            is_platform_seal: true,
            signer: 'CN=Sigiliul platformei',
            certificate_sha256: 'AB:CD',
            claimed_signing_time: '2026-02-10T10:00:00.000Z',
            timestamp_status: null,
            timestamp_time: null,
          },
          file_kind: null,
          record: null,
        },
      },
    });
    const { user } = renderApp('/verificare');
    const file = new File(['%PDF-1.7 fisa'], 'fisa.pdf', { type: 'application/pdf' });

    await screen.findByText(texts.verification.fileLabel);
    // Mantine's file input is a button over a hidden native input, which receives the file.
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);

    expect(await screen.findByText(texts.pdfVerification.invalid)).toBeTruthy();
    expect(screen.getByText(texts.pdfVerification.sealAltered)).toBeTruthy();
    const sent = api.callsTo('POST /api/verify-pdf/')[0]?.body;
    expect(sent instanceof FormData && (sent.get('file') as File).name).toBe('fisa.pdf');
  });

  it('checks a PDF dropped on the page: the seal, then the record behind it', async () => {
    const api = fakeApi({
      'POST /api/verify-pdf/': {
        body: {
          valid: true,
          explanation: [texts.pdfVerification.valid, texts.pdfVerification.sealIntact],
          file_sha256: 'c'.repeat(64),
          seal: {
            status: 'intact',
            is_platform_seal: true,
            signer: 'CN=Sigiliul platformei',
            certificate_sha256: 'AB:CD',
            claimed_signing_time: '2026-02-10T10:00:00.000Z',
            timestamp_status: null,
            timestamp_time: null,
          },
          file_kind: 'record',
          record: valid,
        },
      },
    });
    renderApp('/verificare');
    const file = new File(['%PDF-1.7 fisa semnata'], 'fisa.pdf', { type: 'application/pdf' });

    fireEvent.drop(await screen.findByTestId('pdf-drop-zone'), { dataTransfer: { files: [file] } });

    expect(await screen.findByText(texts.pdfVerification.valid)).toBeTruthy();
    expect(screen.getByText(texts.pdfVerification.sealIntact)).toBeTruthy();
    expect(screen.getByText(`${texts.verification.signer}: Popa Ion`)).toBeTruthy();
    expect(api.callsTo('POST /api/verify-pdf/')).toHaveLength(1);
  });

  it('marks a sealed file the platform does not know as unknown, never as valid', async () => {
    fakeApi({
      'POST /api/verify-pdf/': {
        body: {
          valid: false,
          explanation: [
            texts.pdfVerification.unknown,
            texts.pdfVerification.sealIntact,
            texts.pdfVerification.recordUnknown,
          ],
          file_sha256: 'd'.repeat(64),
          seal: {
            status: 'intact',
            is_platform_seal: true,
            signer: 'CN=Sigiliul platformei',
            certificate_sha256: 'AB:CD',
            claimed_signing_time: '2026-02-10T10:00:00.000Z',
            timestamp_status: null,
            timestamp_time: null,
          },
          file_kind: 'unknown',
          record: null,
        },
      },
    });
    renderApp('/verificare');
    const file = new File(['%PDF-1.7 fisa stearsa'], 'fisa.pdf', { type: 'application/pdf' });

    fireEvent.drop(await screen.findByTestId('pdf-drop-zone'), { dataTransfer: { files: [file] } });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(texts.pdfVerification.unknownBadge)).toBeTruthy();
    expect(within(alert).getByText(texts.pdfVerification.unknown)).toBeTruthy();
    expect(within(alert).getByText(texts.pdfVerification.recordUnknown)).toBeTruthy();
    expect(screen.queryByText(texts.pdfVerification.valid)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a whole record’s hash as the record, with each signer in their own capacity, time, level and confirmation', async () => {
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
              level: 'advanced',
              level_label: texts.signing.levels.advanced,
              confirmation: 'passkey',
              confirmation_label: texts.verification.confirmations.passkey,
              evidence_valid: true,
              first_name: 'Ion',
              last_name: 'Popa',
              timestamp: '2026-02-10T10:00:00.000Z',
            },
            {
              role: 'representative',
              role_label: signers.representative,
              level: 'advanced',
              level_label: texts.signing.levels.advanced,
              confirmation: 'passkey',
              confirmation_label: texts.verification.confirmations.passkey,
              evidence_valid: true,
              first_name: 'Ana',
              last_name: 'Stan',
              timestamp: '2026-02-11T09:00:00.000Z',
            },
            {
              role: 'trainer',
              role_label: signers.trainer,
              level: 'simple',
              level_label: texts.signing.levels.simple,
              confirmation: 'email_code',
              confirmation_label: texts.signing.confirmedByCode('m***@e***.ro'),
              evidence_valid: null,
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
      screen.getByText(
        `${signers.trainee}: Popa Ion, ${formatRomanianDateTime('2026-02-10T10:00:00.000Z')}, ${texts.signing.levels.advanced}, ${texts.verification.confirmations.passkey}`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        `${signers.representative}: Stan Ana, ${formatRomanianDateTime('2026-02-11T09:00:00.000Z')}, ${texts.signing.levels.advanced}, ${texts.verification.confirmations.passkey}`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        `${signers.trainer}: Dobre Mihai, ${formatRomanianDateTime('2026-02-12T14:00:00.000Z')}, ${texts.signing.levels.simple}, ${texts.signing.confirmedByCode('m***@e***.ro')}`,
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
