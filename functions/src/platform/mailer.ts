import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer, MailMessage } from './adapters';
import { clientSettings, oncePerColdStart } from './aws';
import { getConfig } from './config';
import { logger } from './logger';

const getSesClient = oncePerColdStart(() => new SESv2Client(clientSettings('ses')));

function encodeHeader(value: string): string {
  return `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

function toEml(from: string, message: MailMessage): string {
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(message.text, 'utf8').toString('base64'),
    '',
  ].join('\r\n');
}

/** Sends through SES on AWS; locally writes an .eml file to the outbox and logs its links. */
async function sendMail(message: MailMessage): Promise<void> {
  const config = getConfig();
  if (config.mailTransport === 'ses') {
    await getSesClient().send(
      new SendEmailCommand({
        FromEmailAddress: config.mailFrom,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
          },
        },
      }),
    );
    return;
  }
  if (!config.outboxDir) throw new Error('OUTBOX_DIR is not set for the outbox mail transport');
  await mkdir(config.outboxDir, { recursive: true });
  const file = join(
    config.outboxDir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
  );
  await writeFile(file, toEml(config.mailFrom, message));
  logger.info('mail written to outbox', { file, subject: message.subject, links: message.links ?? [] });
}

/** The mailer of the functions whose route (or job) declares `mail`. */
export const getMailer = oncePerColdStart((): Mailer => ({ send: sendMail }));
