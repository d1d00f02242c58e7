import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { newPasswordSchema } from '@ssm/shared';
import { describeWeakPassword } from '../accounts/domain/password-policy';
import { createSuperowner } from '../accounts/domain/superowners';

/*
 * Creates the first super owner in a deployed table:
 *   TABLE_NAME=<table> PASSWORD_PEPPER_SECRET_ARN=<secret> AWS_REGION=<region> \
 *     npm run create-superowner -- <username>
 * The password comes from SUPEROWNER_PASSWORD or is asked for, so it stays out of shell history;
 * its hash is peppered with the deployment's key (docs/deploy.md). The script talks to DynamoDB
 * and reads that key only, so the buckets and token secret are not needed.
 */
async function main(): Promise<void> {
  const username = process.argv[2] ?? process.env.SUPEROWNER_USERNAME;
  if (!username) throw new Error('Usage: npm run create-superowner -- <username>');
  process.env.COURSE_FILES_BUCKET ??= 'unused';
  process.env.ARCHIVES_BUCKET ??= 'unused';
  process.env.TOKEN_SECRET ??= 'unused';
  let password = process.env.SUPEROWNER_PASSWORD;
  if (!password) {
    const prompt = createInterface({ input: stdin, output: stdout });
    password = await prompt.question('Password: ');
    prompt.close();
  }
  const policy = newPasswordSchema.safeParse(password);
  if (!policy.success) throw new Error(policy.error.issues.map((issue) => issue.message).join(' '));
  const weakness = await describeWeakPassword(password, { username });
  if (weakness) throw new Error(weakness);
  const user = await createSuperowner({ username, password });
  console.log(`Super owner ${user.username} created (id ${user.id}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
