import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inProcessJobsSettled } from '../../src/platform/invoker';

/**
 * The decoded text of every .eml in the outbox sent to `address`, once the jobs this process
 * started (a password reset's mail) have ended.
 */
export async function readMailsTo(address: string): Promise<string[]> {
  await inProcessJobsSettled();
  const directory = process.env.OUTBOX_DIR as string;
  let files: string[] = [];
  try {
    files = await readdir(directory);
  } catch {
    return [];
  }
  const mails: string[] = [];
  for (const file of files.sort()) {
    const raw = await readFile(join(directory, file), 'utf8');
    if (!raw.includes(`To: ${address}\r\n`)) continue;
    const [, body = ''] = raw.split('\r\n\r\n');
    mails.push(Buffer.from(body.trim(), 'base64').toString('utf8'));
  }
  return mails;
}

export function extractResetToken(mail: string): string {
  const match = /token=([\w-]+)/.exec(mail);
  if (!match?.[1]) throw new Error('No reset link in the mail');
  return match[1];
}
