import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getCompany } from '../../src/companies/data/companies';
import { quizAttemptsWrite } from '../../src/learning/data/quiz-attempts';
import { putQuizResultWith } from '../../src/learning/data/quiz-results';
import { getStudyEvidence } from '../../src/learning/data/study-evidence';
import { buildQuizAttempts } from '../../src/local/builders';
import { getConfig } from '../../src/platform/config';
import { getS3Client } from '../../src/platform/s3-client';
import { getTrainingRecord } from '../../src/records/data/records';
import { buildTenant, tokenFor } from '../support/builders';
import { assign, buildCourse, takeQuiz } from '../support/course-builders';
import {
  buildCompletedProgress,
  buildDocument,
  buildSignedDocument,
  expectNoScan,
  signAsTrainee,
} from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { companyAuditEvents } from '../support/read-back';

const api = useTestGateway();

async function objectExists(bucket: string, key: string): Promise<boolean> {
  try {
    await getS3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function auditActions(companyId: string): Promise<string[]> {
  return (await companyAuditEvents(companyId)).map((item) => item.action as string);
}

describe("deleting a company's history", () => {
  it('removes progress, documents, signatures, record PDFs and archives in one audited operation', async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const signed = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const pending = await buildDocument(employee);
    await signAsTrainee(api, employee, pending.id);
    const failed = buildCompletedProgress(employee, { completed: false, completed_at: null, quiz_score: 60 });
    await putQuizResultWith(failed, quizAttemptsWrite(buildQuizAttempts(employee, [failed])));
    const ownerToken = await tokenFor(owner);
    const archive = await api.post<{ zip_url: string }>(
      '/api/generate-company-zip/',
      { company_id: company.id },
      ownerToken,
    );
    expect(archive.status).toBe(200);
    const config = getConfig();
    expect(await objectExists(config.courseFilesBucket, signed.pdf_key as string)).toBe(true);
    expect((await getCompany(company.id))?.record_count).toBe(2);

    const answer = expectNoScan(
      await api.del<Record<string, number | string>>(
        `/api/delete-company-progress/${company.id}/`,
        ownerToken,
      ),
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ progress: 3, documents: 2, signatures: 4, archives: 1 });
    expect(await getTrainingRecord(signed.id, { consistent: true })).toBeNull();
    expect(await getTrainingRecord(pending.id, { consistent: true })).toBeNull();
    expect(await objectExists(config.courseFilesBucket, signed.pdf_key as string)).toBe(false);
    expect((await api.get(`/api/verify-signature/?hash=${signed.document_hash}`)).body).toEqual({
      valid: false,
      reason: texts.verification.failureReasons.unknown,
    });
    expect((await api.get('/api/user-progress/', await tokenFor(employee))).body).toEqual([]);
    expect((await api.get('/api/user-progress-admin/', await tokenFor(admin))).body).toEqual([]);
    expect((await api.get('/api/documents/pending-owner/', ownerToken)).body).toEqual([]);
    expect((await getCompany(company.id))?.record_count).toBe(0);
    const actions = await auditActions(company.id);
    expect(actions).toContain('history_deletion_started');
    expect(actions).toContain('history_deletion_completed');
    // The trail of what was signed stays after the records go.
    expect(actions.filter((action) => action === 'signature')).toHaveLength(4);
  });

  it('takes the workers’ quiz attempts and evidence of study too: a worker who had passed starts the course afresh', async () => {
    const { employee, owner, company } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    const employeeToken = await tokenFor(employee);
    expect((await api.get(`/api/courses/${course.id}/`, employeeToken)).status).toBe(200);
    expect(await getStudyEvidence(employee.id, course.id)).not.toBeNull();
    const passed = await takeQuiz(api, employeeToken, course.id);
    expect((passed.body as { completed: boolean }).completed).toBe(true);
    const ownerToken = await tokenFor(owner);

    const deleted = await api.del(`/api/delete-company-progress/${company.id}/`, ownerToken);
    const again = await api.post('/api/quiz-attempts/', { course: course.id }, employeeToken);
    const attempts = await api.get<unknown[]>(`/api/courses/${course.id}/quiz-attempts/`, ownerToken);

    expect(deleted.status).toBe(200);
    expect(again.status).toBe(201);
    expect(attempts.body).toHaveLength(1);
    expect(attempts.body[0]).toMatchObject({ attempt_count: 1, passed_at: null });
    expect(await getStudyEvidence(employee.id, course.id)).toBeNull();
  });

  it('takes the deleted trainings off the periodic-training page at once', async () => {
    const { employee, owner, company } = await buildTenant();
    const course = await buildCourse(owner, { subcategory: 'periodica' });
    await assign(owner, course.id, { companyId: company.id });
    await takeQuiz(api, await tokenFor(employee), course.id);
    const ownerToken = await tokenFor(owner);
    const statusOf = async () =>
      (
        await api.get<
          { id: string; last_training_date: string | null; last_allocation_date: string | null }[]
        >('/api/companies/training-status/', ownerToken)
      ).body.find((item) => item.id === company.id);
    expect((await statusOf())?.last_training_date).not.toBeNull();

    await api.del(`/api/delete-company-progress/${company.id}/`, ownerToken);

    const after = await statusOf();
    expect(after?.last_training_date).toBeNull();
    // The allocation is the company's history of what was asked of it, not a record: it stays.
    expect(after?.last_allocation_date).not.toBeNull();
  });

  it("is refused for another firm's company and changes nothing", async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const signed = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const elsewhere = await buildTenant();

    const answer = await api.del(
      `/api/delete-company-progress/${company.id}/`,
      await tokenFor(elsewhere.owner),
    );

    expect(answer.status).toBe(404);
    expect(await getTrainingRecord(signed.id, { consistent: true })).not.toBeNull();
  });
});
