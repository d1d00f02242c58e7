import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserById } from '../../src/accounts/data/users';
import { ENV, resetConfigForTests } from '../../src/platform/config';
import { getMailer } from '../../src/platform/mailer';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildTenant, buildUser, uniqueName } from '../support/builders';
import { assign, buildCourse } from '../support/course-builders';

/*
 * SES refusing the daily job's e-mails (docs/training-status.md, "E-mails"). There is no local SES,
 * so this file switches the mail transport to SES and mocks its client whole: one worker's e-mail
 * fails, the job goes on to the others and ends normally, and the next run sends the failed one.
 */

const ses = mockClient(SESv2Client);

beforeAll(() => {
  process.env[ENV.mailTransport] = 'ses';
  resetConfigForTests();
});

afterAll(() => {
  delete process.env[ENV.mailTransport];
  resetConfigForTests();
  ses.restore();
});

function mailsSentTo(address: string): string[] {
  return ses
    .commandCalls(SendEmailCommand)
    .filter((call) => call.args[0].input.Destination?.ToAddresses?.includes(address))
    .map((call) => call.args[0].input.Content?.Simple?.Body?.Text?.Data ?? '');
}

describe('SES down for one worker', () => {
  it('sends the others, keeps the job going, and retries the failed one on the next run', async () => {
    const { firm, company, owner } = await buildTenant();
    const [unlucky, lucky] = await Promise.all(
      ['ghinion', 'noroc'].map((name) =>
        buildUser(
          { role: 'employee', firmId: firm.id, companyId: company.id },
          { email: `${uniqueName(name)}@example.ro` },
        ),
      ),
    );
    const course = await buildCourse(owner, { title: uniqueName('Curs de evacuare') });
    await assign(owner, course.id, { companyId: company.id });
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'trimis' });
    ses
      .on(SendEmailCommand, { Destination: { ToAddresses: [unlucky!.email as string] } })
      .rejects(Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'ThrottlingException' }));
    const now = new Date();

    const first = await runTrainingStatusJob({ now, firms: [firm], mailer: getMailer() });
    const afterFailure = await getUserById(unlucky!.id, { consistent: true });

    expect(first.workerMails).toBe(1);
    expect(mailsSentTo(lucky!.email as string)).toHaveLength(1);
    expect(mailsSentTo(unlucky!.email as string)).toHaveLength(1);
    expect(afterFailure?.training_mail_day).toBeUndefined();

    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'trimis' });
    const retry = await runTrainingStatusJob({
      now: new Date(now.getTime() + 60_000),
      firms: [firm],
      mailer: getMailer(),
    });

    expect(retry.workerMails).toBe(1);
    const [mail = ''] = mailsSentTo(unlucky!.email as string);
    expect(mail).toContain(course.title);
    expect(mailsSentTo(lucky!.email as string)).toHaveLength(0);
  });
});
