import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { getTrainingRecord } from '../../src/records/data/records';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { assign, buildCourse, takeQuiz } from '../support/course-builders';
import { buildDocument, buildSignedDocument, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { runPdfsig, runPdftotext } from '../support/pdf-tools';

/*
 * The record as it will be printed, shown to its signers while it is being signed
 * (docs/signatures.md, the preview): read back with poppler's pdftotext and pdfsig.
 */

const api = useTestGateway();

type Preview = { file_name: string; pdf_base64: string };

async function preview(caller: UserRecord, recordId: string) {
  return api.get(`/api/documents/${recordId}/preview/`, await tokenFor(caller));
}

async function previewText(caller: UserRecord, recordId: string) {
  const answer = await preview(caller, recordId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const body = answer.body as Preview;
  const pdf = new Uint8Array(Buffer.from(body.pdf_base64, 'base64'));
  const text = (await runPdftotext(pdf, { layout: false })).replace(/\s+/g, ' ');
  return { body, pdf, text };
}

/** A workplace training: its record waits for the trainee, then for the trainee's direct manager. */
async function buildWorkplaceRecord() {
  const tenant = await buildTenant();
  const placement = { role: 'employee' as const, firmId: tenant.firm.id, companyId: tenant.company.id };
  const manager = await buildUser(placement, { is_workplace_manager: true, first_name: 'Radu' });
  const trainee = await buildUser(placement, {
    manager_id: manager.id,
    first_name: 'Ștefan',
    last_name: 'Țurcanu',
  });
  const course = await buildCourse(tenant.owner, {
    title: 'Instruire la locul de muncă',
    subcategory: 'loc_munca',
  });
  await assign(tenant.owner, course.id, { companyId: tenant.company.id });
  const attempt = await takeQuiz(api, await tokenFor(trainee), course.id);
  expect(attempt.status).toBe(201);
  return { ...tenant, manager, trainee, recordId: attempt.body.id as string };
}

describe('the preview of a record being signed', () => {
  it('shows the trainee the fișă as it will be printed, marked as a preview and unsealed', async () => {
    const { trainee, firm, company, recordId } = await buildWorkplaceRecord();

    const { body, pdf, text } = await previewText(trainee, recordId);

    expect(text).toContain(texts.documents.previewBanner);
    expect(text.indexOf(texts.documents.previewBanner)).toBeLessThan(
      text.indexOf('FIȘĂ INDIVIDUALĂ DE INSTRUIRE'),
    );
    expect(text).toContain('Țurcanu Ștefan');
    expect(text).toContain(company.name);
    expect(text).toContain(firm.name);
    expect(text).toContain('Serviciul de prevenire și protecție care a efectuat instruirea');
    expect(text).toContain('în domeniul securității și sănătății în muncă');
    expect(text).toContain('Fiecare semnătură este legată de semnatar și de conținutul fișei');
    // Nothing to verify yet: no hash or address a reader could take for the original's.
    expect(text).not.toContain('/verificare');
    expect(body.file_name).toMatch(/^Previzualizare Fisa instruire .*Turcanu Stefan.*\.pdf$/);
    expect((await runPdfsig(pdf)).signatures).toEqual([]);
  });

  it('prints the signatures made so far and leaves the record as it was', async () => {
    const { trainee, manager, recordId } = await buildWorkplaceRecord();
    await signAsTrainee(api, trainee, recordId);
    const before = await getTrainingRecord(recordId, { consistent: true });

    const { text } = await previewText(manager, recordId);

    expect(text).toContain(`${texts.documents.signerRoleLabels.trainee}`);
    expect(text).toContain('Țurcanu Ștefan, semnat la');
    expect(await getTrainingRecord(recordId, { consistent: true })).toEqual(before);
  });

  it("is for the trainee, their direct manager, their company's admin and the firm's owners only", async () => {
    const { trainee, manager, admin, owner, firm, company, recordId } = await buildWorkplaceRecord();
    const colleague = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    const otherManager = await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { is_workplace_manager: true },
    );

    for (const reader of [trainee, manager, admin, owner])
      expect((await preview(reader, recordId)).status).toBe(200);
    for (const outsider of [colleague, otherManager]) {
      const answer = await preview(outsider, recordId);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: texts.documents.notFound });
    }
  });

  it('sends a record signed by everyone to its sealed original', async () => {
    const { owner, admin, employee } = await buildTenant();
    const signed = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const pending = await buildDocument(employee);

    const answer = await preview(employee, signed.id);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ detail: texts.documents.previewOfSigned });
    expect((await preview(employee, pending.id)).status).toBe(200);
  });
});
