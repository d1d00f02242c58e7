import { sha256Hex, texts } from '@ssm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('hashes a chosen PDF in the browser and says when it matches nothing', async () => {
    const api = fakeApi({ 'GET /api/verify-signature/': { body: { valid: false } } });
    const { user } = renderApp('/verificare');
    const file = new File(['%PDF-1.7 fisa'], 'fisa.pdf', { type: 'application/pdf' });

    await screen.findByText(texts.verification.fileLabel);
    // Mantine's file input is a button over a hidden native input, which receives the file.
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);

    expect(await screen.findByText(texts.verification.invalid)).toBeTruthy();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getByDisplayValue(await sha256Hex('%PDF-1.7 fisa'))).toBeTruthy();
  });

  it('hashes a PDF dropped on the page', async () => {
    const api = fakeApi({ 'GET /api/verify-signature/': { body: valid } });
    renderApp('/verificare');
    const file = new File(['%PDF-1.7 fisa semnata'], 'fisa.pdf', { type: 'application/pdf' });

    fireEvent.drop(await screen.findByTestId('pdf-drop-zone'), { dataTransfer: { files: [file] } });

    expect(await screen.findByText(`${texts.verification.signer}: Popa Ion`)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(screen.getByDisplayValue(await sha256Hex('%PDF-1.7 fisa semnata'))).toBeTruthy();
  });
});
