import { texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildId, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';
import { buildCompanyOverview, onTimeWorker } from './support/worker-builders';

const labels = texts.psiSheets;
const COMPANY_ID = buildId();
const BASE = `/api/companies/${COMPANY_ID}`;
const SCANS = `/api/users/${onTimeWorker.id}/training-sheet-scans`;
const UPLOAD_URL = 'https://files.example.com/uploads/firm/sheet-scans/company/upload?X-Amz-Signature=abc';

/** The PUT to S3: recorded and answered at once. */
class FakeUpload {
  static sent: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  readonly upload = { onprogress: null };
  readonly headers: Record<string, string> = {};
  url = '';
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string): void {
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: unknown): void {
    FakeUpload.sent.push({ url: this.url, body, headers: this.headers });
    this.status = 200;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});

const keptScan = {
  id: buildId(),
  content_type: 'image/png',
  size: 68,
  sha256: 'ab'.repeat(32),
  uploaded_at: '2026-11-20T10:30:00.000Z',
  uploaded_by: { id: buildId(), name: 'Ionescu Maria' },
  url: 'https://files.example.com/scans/scan.png?X-Amz-Signature=def',
};

function openCompanyPage(role: 'owner' | 'admin', mode: 'paper' | 'electronic' = 'paper') {
  signIn({ role });
  let settings = { company_id: COMPANY_ID, mode, changed_at: null, changed_by: null };
  let scans: (typeof keptScan)[] = [];
  const api = fakeApi({
    [`GET ${BASE}/training-overview/`]: {
      body: buildCompanyOverview({ id: COMPANY_ID, name: 'Lemn Prod SRL' }),
    },
    [`GET ${BASE}/worker-trainings/`]: { body: [onTimeWorker] },
    [`GET ${BASE}/psi-sheet-mode/`]: () => ({ body: settings }),
    [`PUT ${BASE}/psi-sheet-mode/`]: (call) => {
      settings = { ...settings, mode: (call.body as { mode: typeof mode }).mode };
      return { body: settings };
    },
    [`GET ${SCANS}/`]: () => ({ body: { scans } }),
    [`POST ${SCANS}/upload-url/`]: {
      body: {
        upload_id: buildId(),
        upload_url: UPLOAD_URL,
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        expires_in: 900,
      },
    },
    // The server refuses the first file (its bytes are no scan) and keeps the second.
    [`POST ${SCANS}/`]: () => {
      if (api.callsTo(`POST ${SCANS}/`).length === 1) {
        return { status: 400, body: { detail: labels.notScan, errors: { file: [labels.notScan] } } };
      }
      scans = [keptScan];
      return { body: keptScan };
    },
  });
  return { api, ...renderApp(`/companii/${COMPANY_ID}`) };
}

describe("a company's PSI-SU fișe", () => {
  it('are switched to electronic only once the owner confirms the legal risk shown beside the switch', async () => {
    const { api, user } = openCompanyPage('owner');
    const section = await screen.findByRole('region', { name: labels.title }, { timeout: 5000 });
    const switchButton = within(section).getByRole('button', { name: labels.switchToElectronic });

    expect(within(section).getByText(labels.modeLabels.paper)).toBeTruthy();
    expect(within(section).getByText(labels.legalRisk)).toBeTruthy();
    expect(switchButton.hasAttribute('disabled')).toBe(true);

    await user.click(within(section).getByRole('checkbox', { name: labels.acceptRisk }));
    await user.click(switchButton);

    await waitFor(() => expect(api.callsTo(`PUT ${BASE}/psi-sheet-mode/`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${BASE}/psi-sheet-mode/`)[0]?.body).toEqual({
      mode: 'electronic',
      risk_accepted: true,
    });
    expect(await within(section).findByText(labels.modeLabels.electronic)).toBeTruthy();
    expect(within(section).getByRole('button', { name: labels.switchToPaper })).toBeTruthy();
  });

  it('are shown to an admin without the switch', async () => {
    openCompanyPage('admin');
    const section = await screen.findByRole('region', { name: labels.title }, { timeout: 5000 });

    expect(within(section).getByText(labels.modeLabels.paper)).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it("take a scan of the worker's hand-signed fișă through its presigned upload and list it", async () => {
    const { api, user } = openCompanyPage('admin');
    await user.click(await screen.findByRole('button', { name: labels.scans }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', {
      name: labels.scansTitle(`${onTimeWorker.last_name} ${onTimeWorker.first_name}`),
    });
    expect(await within(dialog).findByText(labels.noScans)).toBeTruthy();

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const photo = new File(['<html>'], 'poza.png', { type: 'image/png' });
    await user.upload(input, photo);
    await user.click(within(dialog).getByRole('button', { name: labels.upload }));
    expect(await within(dialog).findByText(labels.notScan)).toBeTruthy();

    const scan = new File([new Uint8Array(68)], 'fisa.png', { type: 'image/png' });
    await user.upload(input, scan);
    await user.click(within(dialog).getByRole('button', { name: labels.upload }));

    expect(await screen.findByText(labels.uploaded)).toBeTruthy();
    expect(api.callsTo(`POST ${SCANS}/upload-url/`)[1]?.body).toEqual({
      content_length: 68,
      content_type: 'image/png',
    });
    expect(FakeUpload.sent.map((sent) => sent.body)).toEqual([photo, scan]);
    expect(FakeUpload.sent[1]).toMatchObject({ url: UPLOAD_URL, headers: { 'content-type': 'image/png' } });
    expect(api.callsTo(`POST ${SCANS}/`)).toHaveLength(2);
    const link = await within(dialog).findByRole('link', { name: labels.download });
    expect(link.getAttribute('href')).toBe(keptScan.url);
    expect(within(dialog).getByText(`${labels.sha256}: ${keptScan.sha256}`)).toBeTruthy();
  });

  it('offer no upload once the company keeps them electronic', async () => {
    const { user } = openCompanyPage('owner', 'electronic');
    await user.click(await screen.findByRole('button', { name: labels.scans }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');

    expect(await within(dialog).findByText(labels.noScans)).toBeTruthy();
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
  });
});
