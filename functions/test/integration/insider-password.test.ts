import { randomBytes, scryptSync } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { texts } from '@ssm/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUserById } from '../../src/accounts/data/users';
import { stretchPassword, toPasswordHash } from '../../src/accounts/domain/passwords';
import { ENV, resetConfigForTests } from '../../src/platform/config';
import { resetDeploymentKeysForTests } from '../../src/platform/deployment-keys';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { tableName } from '../../src/platform/table';
import { keys } from '../../src/platform/table-keys';
import { buildTenant, TEST_PASSWORD } from '../support/builders';
import { randomLoopbackAddress, useTestGateway } from '../support/gateway';
import { auditEvents } from '../support/read-back';

/*
 * Someone who can write the table (DynamoDB Local here, written straight, as an insider with
 * dynamodb:UpdateItem would) but cannot read the password pepper puts a password hash of their
 * own making on an owner, to sign in as the owner (docs/security.md, the insider). Each way ends
 * in the login's usual refusal; the genuine hash put back signs in again.
 */

const api = useTestGateway();
const CHOSEN = 'Aleasa-De-Insider7';

async function writePasswordHash(userId: string, hash: string): Promise<void> {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET password_hash = :hash',
      ExpressionAttributeValues: { ':hash': hash },
    }),
  );
}

function logIn(username: string, password: string) {
  return api.request('POST', '/api/token/', {
    body: { username, password },
    clientAddress: randomLoopbackAddress(),
  });
}

/** A hash in the platform's own form, made with a pepper of the writer's choosing. */
async function hashWithPepper(pepper: string, userId: string, password: string): Promise<string> {
  const genuine = process.env[ENV.passwordPepper];
  process.env[ENV.passwordPepper] = pepper;
  resetConfigForTests();
  resetDeploymentKeysForTests();
  try {
    return await toPasswordHash(await stretchPassword(password), userId);
  } finally {
    process.env[ENV.passwordPepper] = genuine;
    resetConfigForTests();
    resetDeploymentKeysForTests();
  }
}

describe('a password hash written into the table by someone without the pepper', () => {
  const warnings: string[] = [];
  const logLevel = process.env.LOG_LEVEL;

  beforeAll(() => {
    process.env.LOG_LEVEL = 'warn';
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
      warnings.push(parts.map(String).join(' '));
    });
  });
  afterAll(() => {
    process.env.LOG_LEVEL = logLevel;
    vi.restoreAllMocks();
  });
  afterEach(() => {
    warnings.length = 0;
  });

  it('does not sign in when computed as scrypt of a chosen password, and logs and audits the foreign hash', async () => {
    const { firm, owner } = await buildTenant();
    const salt = randomBytes(16);
    const key = scryptSync(CHOSEN.normalize('NFC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    await writePasswordHash(owner.id, `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`);

    const answer = await logIn(owner.username, CHOSEN);

    expect(answer).toMatchObject({ status: 401, body: { detail: texts.login.failure } });
    expect(warnings.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'a stored password hash is not one the platform made',
        userId: owner.id,
      }),
    );
    expect(await auditEvents({ kind: 'firm', id: firm.id })).toContainEqual(
      expect.objectContaining({
        action: 'foreign_password_hash',
        subject: { user_id: owner.id },
        details: { username: owner.username },
      }),
    );
  });

  it("does not sign in when copied from the writer's own account, whose password they know", async () => {
    const { owner, employee } = await buildTenant();
    await writePasswordHash(owner.id, employee.password_hash);

    const asOwner = await logIn(owner.username, TEST_PASSWORD);
    const asThemselves = await logIn(employee.username, TEST_PASSWORD);

    expect(asOwner.status).toBe(401);
    expect(asThemselves.status).toBe(200);
    expect((await getUserById(owner.id))?.password_hash).toBe(employee.password_hash);
  });

  it("does not sign in when made in the platform's form with a pepper the writer chose", async () => {
    const { owner } = await buildTenant();
    await writePasswordHash(
      owner.id,
      await hashWithPepper(randomBytes(32).toString('base64url'), owner.id, CHOSEN),
    );

    const forged = await logIn(owner.username, CHOSEN);
    await writePasswordHash(owner.id, owner.password_hash);
    const genuine = await logIn(owner.username, TEST_PASSWORD);

    expect(forged.status).toBe(401);
    expect(genuine.status).toBe(200);
    expect(warnings).toEqual([]);
  });
});
