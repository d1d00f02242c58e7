import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PROFILE_HISTORY_LIMIT } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { type QuizResult, quizResults } from '../../src/learning/data/quiz-results';
import { SAMPLE_PERIODIC_COURSE } from '../../src/local/builders';
import { getConfig } from '../../src/platform/config';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { newId } from '../../src/platform/ids';
import { buildTenant, tokenFor } from '../support/builders';
import { buildDocument, buildSignedDocument, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

async function addProgress(userId: string, index: number, overrides: Partial<QuizResult> = {}) {
  const completedAt = new Date(Date.UTC(2026, 0, 1 + index)).toISOString();
  await getDocumentClient().send(
    new PutCommand({
      TableName: getConfig().tableName,
      Item: quizResults.toItem({
        id: newId(),
        user_id: userId,
        firm_id: newId(),
        company_id: newId(),
        course_id: newId(),
        course_title: `Curs ${index}`,
        course_category: 'SSM',
        course_subcategory: 'periodica',
        course_duration_minutes: 120,
        course_file_sha256: SAMPLE_PERIODIC_COURSE.file_sha256,
        answers: [],
        quiz_score: 100,
        completed: true,
        completed_at: completedAt,
        created_at: completedAt,
        ...overrides,
      }),
    }),
  );
}

describe('GET /api/user-progress/', () => {
  it('answers an empty list for someone with no training yet', async () => {
    const { employee } = await buildTenant();

    const answer = await api.get('/api/user-progress/', await tokenFor(employee));

    expect(answer).toMatchObject({ status: 200, body: [] });
  });

  it(`answers the caller's own last ${PROFILE_HISTORY_LIMIT} records, newest first`, async () => {
    const { employee, admin } = await buildTenant();
    for (let index = 0; index < PROFILE_HISTORY_LIMIT + 2; index += 1) await addProgress(employee.id, index);
    await addProgress(admin.id, 99);

    const answer = await api.get<{ course_title: string }[]>('/api/user-progress/', await tokenFor(employee));

    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(PROFILE_HISTORY_LIMIT);
    expect(answer.body[0]?.course_title).toBe(`Curs ${PROFILE_HISTORY_LIMIT + 1}`);
    expect(answer.body.map((record) => record.course_title)).not.toContain('Curs 99');
  });

  it('says whose signature each passed attempt’s record waits for, and none for a failed one', async () => {
    const { employee, admin, owner } = await buildTenant();
    const signed = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const counterSigning = await buildDocument(employee);
    await signAsTrainee(api, employee, counterSigning.id);
    const toSign = await buildDocument(employee);
    await addProgress(employee.id, 1, { completed: false, completed_at: null, quiz_score: 70 });

    const answer = await api.get<{ id: string; document_status: string | null }[]>(
      '/api/user-progress/',
      await tokenFor(employee),
    );

    const statusOf = Object.fromEntries(answer.body.map((item) => [item.id, item.document_status]));
    expect(statusOf).toMatchObject({
      [signed.id]: 'signed',
      [counterSigning.id]: 'awaiting_admin',
      [toSign.id]: 'awaiting_trainee',
    });
    expect(answer.body.filter((item) => item.document_status === null)).toHaveLength(1);
  });

  it('is not for the super owner', async () => {
    const answer = await api.get('/api/user-progress/');

    expect(answer.status).toBe(401);
  });
});
