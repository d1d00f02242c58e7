import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getUserById } from '../../src/accounts/data/users';
import type { CompanyRecord } from '../../src/companies/data/companies';
import { courses as courseEntity } from '../../src/courses/data/courses';
import type { FirmRecord } from '../../src/firms/data/firms';
import { ensureTable } from '../../src/local/emulators';
import { clientSettings, resetClientsForTests } from '../../src/platform/aws';
import { ENV, resetConfigForTests } from '../../src/platform/config';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { measureDynamoUsage } from '../../src/platform/dynamodb-usage';
import { newId } from '../../src/platform/ids';
import { getMailer } from '../../src/platform/mailer';
import { putItems } from '../../src/platform/table';
import { indexKeys } from '../../src/platform/table-keys';
import { getTrainingStatus } from '../../src/training-status/data/training-status';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { handler as dispatchToQueue } from '../../src/training-status/jobs/training-status';
import { handler as consumeFirms } from '../../src/training-status/jobs/training-status-firm';
import { buildCompany, buildFirm, buildUser, uniqueName } from '../support/builders';
import { readMailsTo } from '../support/outbox';

/*
 * The daily job's dispatch (docs/training-status.md, "The daily job at scale"). The dispatcher
 * reads every firm of the platform, so this file runs on a table of its own in the shared
 * DynamoDB Local: the firms it finds are this file's, and the other files' mails stay theirs.
 * Locally the dispatcher runs each firm in the process; on AWS it queues one message per firm
 * (SQS has no emulator: its failures are mocked), and the consumer runs one firm per message.
 */

/** A Wednesday morning in Bucharest, as the schedule starts the job. */
const NOW = new Date('2026-03-04T03:00:00.000Z');
/** Workplace trainings 6 months before 2025-09-20: a muncitor's periodic training is overdue. */
const OVERDUE_TRAINING = '2025-09-01T08:00:00.000Z';
/** Due 2026-03-20, within the company's 30-day re-enrolment lead time on NOW. */
const DUE_SOON_TRAINING = '2025-09-20T08:00:00.000Z';

beforeAll(async () => {
  const tableName = `ssm-daily-job-${newId().toLowerCase()}`;
  process.env[ENV.tableName] = tableName;
  resetConfigForTests();
  resetClientsForTests();
  await ensureTable(new DynamoDBClient(clientSettings('dynamodb')), tableName);
});

function marks(at: string): string[] {
  return (['SSM', 'PSI-SU'] as const).flatMap((domain) => [
    `${domain}#introductive#${at}`,
    `${domain}#loc_munca#${at}`,
  ]);
}

/**
 * A firm with an owner and two companies: each with an admin and two workers with e-mails (one
 * overdue, one due soon), the first with re-enrolment on and a periodic SSM course named.
 */
async function buildBusyFirm() {
  const firm = await buildFirm();
  const owner = await buildUser(
    { role: 'owner', firmId: firm.id },
    { email: `${uniqueName('patron')}@example.ro` },
  );
  const courseId = newId();
  await putItems([
    courseEntity.toItem({
      id: courseId,
      firm_id: firm.id,
      title: 'Instruire periodică SSM',
      description: 'Instruirea periodică a lucrătorilor.',
      category: 'SSM',
      subcategory: 'periodica',
      duration_minutes: 60,
      min_study_minutes: 0,
      file_key: `courses/${firm.id}/${courseId}.pdf`,
      file_size: 100_000,
      file_sha256: '0'.repeat(64),
      has_quiz: true,
      created_by: owner.id,
      created_at: NOW.toISOString(),
    }),
  ]);
  const none = { introductive: null, loc_munca: null, periodica: null };
  const companies: CompanyRecord[] = [
    await buildCompany(firm.id, {
      training_reenrolment: {
        enabled: true,
        lead_days: 30,
        courses: { SSM: { ...none, periodica: courseId }, 'PSI-SU': none },
      },
    }),
    await buildCompany(firm.id),
  ];
  const workers = [];
  for (const company of companies) {
    const placement = { firmId: firm.id, companyId: company.id };
    await buildUser({ role: 'admin', ...placement }, { email: `${uniqueName('admin')}@example.ro` });
    for (const trainedAt of [OVERDUE_TRAINING, DUE_SOON_TRAINING]) {
      workers.push(
        await buildUser(
          { role: 'employee', ...placement },
          {
            email: `${uniqueName('lucrator')}@example.ro`,
            hire_date: '2025-09-01',
            staff_category: 'muncitor',
            training_marks: marks(trainedAt),
          },
        ),
      );
    }
  }
  return { firm, owner, companies, workers };
}

describe('the local dispatcher', () => {
  it('Queries the firms and runs each in the process; a second run the same day writes and sends nothing', async () => {
    const busy = [await buildBusyFirm(), await buildBusyFirm()];

    const first = await measureDynamoUsage(() => runTrainingStatusJob({ now: NOW, mailer: getMailer() }));
    const second = await measureDynamoUsage(() => runTrainingStatusJob({ now: NOW, mailer: getMailer() }));

    expect(first.result).toEqual({
      firms: 2,
      companies: 4,
      written: 4,
      removed: 0,
      reminders: 2,
      // Both workers of each firm's first company: one overdue, one within the lead time.
      reenrolled: 4,
      // Those two (their new course) and the second company's overdue worker; its worker due in
      // 16 days has nothing to be told yet.
      workerMails: 6,
      adminMails: 4,
    });
    for (const { owner, companies, workers } of busy) {
      expect(await readMailsTo(owner.email as string)).toHaveLength(1);
      const mailed = await Promise.all(workers.map((worker) => readMailsTo(worker.email as string)));
      expect(mailed.map((mails) => mails.length)).toEqual([1, 1, 1, 0]);
      for (const company of companies) {
        expect((await getTrainingStatus(company.id))?.workers_overdue).toBe(1);
      }
      expect((await getUserById(workers[0]!.id, { consistent: true }))?.assigned_course_ids).toHaveLength(1);
    }
    expect(first.usage.scans).toBe(0);
    expect(second.result).toEqual({
      firms: 2,
      companies: 4,
      written: 0,
      removed: 0,
      reminders: 0,
      reenrolled: 0,
      workerMails: 0,
      adminMails: 0,
    });
    expect(second.usage).toMatchObject({ scans: 0, writeUnits: 0 });
    for (const { owner } of busy) expect(await readMailsTo(owner.email as string)).toHaveLength(1);
  });

  it("reads each company's users once a run, for re-enrolment, status and e-mails alike", async () => {
    const { companies } = await buildBusyFirm();
    const usersQueries = new Map<string, number>();
    const partitions = new Map(
      companies.map((company) => [indexKeys.companyUsers(company.id).GSI1PK, company.id] as const),
    );
    const stack = getDocumentClient().middlewareStack;
    stack.add(
      (next, context) => async (args) => {
        const input = args.input as { ExpressionAttributeValues?: Record<string, unknown> };
        if (context.commandName === 'QueryCommand') {
          for (const value of Object.values(input.ExpressionAttributeValues ?? {})) {
            const companyId = partitions.get(value as string);
            if (companyId) usersQueries.set(companyId, (usersQueries.get(companyId) ?? 0) + 1);
          }
        }
        return next(args);
      },
      { step: 'initialize', name: 'countUsersQueries' },
    );
    try {
      const summary = await runTrainingStatusJob({ now: NOW, mailer: getMailer() });
      // Every step ran on this firm: re-enrolment, the workers' e-mails and the admins' lists.
      expect(summary).toMatchObject({ reenrolled: 2, workerMails: 3, adminMails: 2 });
    } finally {
      stack.remove('countUsersQueries');
    }

    expect(Object.fromEntries(usersQueries)).toEqual(
      Object.fromEntries(companies.map((company) => [company.id, 1])),
    );
  });
});

function sqsEvent(bodies: string[]): SQSEvent {
  return {
    Records: bodies.map((body, index) => ({
      messageId: `message-${index}`,
      receiptHandle: `receipt-${index}`,
      body,
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(NOW.getTime()),
        SenderId: 'scheduler',
        ApproximateFirstReceiveTimestamp: String(NOW.getTime()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-central-1:123456789012:training-status-firms',
      awsRegion: 'eu-central-1',
    })),
  };
}

describe('the queue consumer', () => {
  it('runs the firm each message names and reports back only the messages that failed', async () => {
    const { companies, owner } = await buildBusyFirm();
    const deleted: FirmRecord['id'] = newId();

    const answer = await consumeFirms(
      sqsEvent([
        JSON.stringify({ firm_id: companies[0]!.firm_id }),
        'not a firm',
        JSON.stringify({ firm_id: deleted }),
      ]),
    );

    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'message-1' }] });
    for (const company of companies) expect(await getTrainingStatus(company.id)).not.toBeNull();
    expect(await readMailsTo(owner.email as string)).toHaveLength(1);
  });
});

describe('the dispatcher on AWS', () => {
  const sqs = mockClient(SQSClient);
  const QUEUE_URL = 'https://sqs.eu-central-1.amazonaws.com/123456789012/training-status-firms';

  function useQueue() {
    process.env[ENV.trainingStatusQueueUrl] = QUEUE_URL;
    resetConfigForTests();
  }

  afterEach(() => {
    delete process.env[ENV.trainingStatusQueueUrl];
    resetConfigForTests();
    sqs.reset();
  });
  // The next file of this worker sends to SQS for real, if at all.
  afterAll(() => sqs.restore());

  /** The firm ids of every SendMessageBatch entry sent. */
  function queuedFirmIds(): string[] {
    return sqs
      .commandCalls(SendMessageBatchCommand)
      .flatMap((call) => call.args[0].input.Entries ?? [])
      .map((entry) => JSON.parse(entry.MessageBody as string).firm_id as string);
  }

  it('sends again the entries SQS refused, until every firm is queued', async () => {
    const firms = [await buildFirm(), await buildFirm()];
    useQueue();
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({ Successful: [], Failed: [{ Id: '0', Code: 'InternalError', SenderFault: false }] })
      .resolves({ Successful: [], Failed: [] });

    const dispatch = await dispatchToQueue();

    expect(dispatch).toEqual({ queued: expect.any(Number) });
    const calls = sqs.commandCalls(SendMessageBatchCommand);
    expect(calls.every((call) => call.args[0].input.QueueUrl === QUEUE_URL)).toBe(true);
    expect(calls.every((call) => (call.args[0].input.Entries ?? []).length <= 10)).toBe(true);
    // The first batch's first entry was refused and sent again: it appears twice.
    const firstEntry = calls[0]!.args[0].input.Entries![0]!;
    expect(calls[1]!.args[0].input.Entries).toEqual([firstEntry]);
    const queued = new Set(queuedFirmIds());
    for (const firm of firms) expect(queued.has(firm.id)).toBe(true);
    expect(queuedFirmIds()).toHaveLength(dispatch.queued + 1);
  });

  it('fails without a queue of firms rather than run them in the dispatcher', async () => {
    await expect(dispatchToQueue()).rejects.toThrow(/no queue of firms/);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('fails the dispatch when SQS keeps refusing, so Lambda runs it again', async () => {
    await buildFirm();
    useQueue();
    sqs.on(SendMessageBatchCommand).callsFake((input: { Entries: { Id: string }[] }) => ({
      Successful: [],
      Failed: input.Entries.map((entry) => ({
        Id: entry.Id,
        Code: 'ThrottlingException',
        SenderFault: false,
      })),
    }));

    await expect(dispatchToQueue()).rejects.toThrow(/not queued after 3 attempts \(ThrottlingException\)/);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(3);
  });
});
