import { MASS_SIGN_MAX_DOCUMENTS, SIGNING_CODE, SIGNING_MANIFEST_MAX_DOCUMENTS, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { epochSeconds } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { updateItem } from '../../src/platform/table';
import { keys } from '../../src/platform/table-keys';
import {
  getSigningChallenge,
  keepConfirmedCode,
  type SigningChallengeRecord,
  storeSigningChallenge,
} from '../../src/records/data/signing-challenges';
import { buildTenant, tokenFor } from '../support/builders';
import {
  buildCodeUpload,
  buildDocument,
  buildUpload,
  giveEmail,
  lastSigningCodeTo,
  type MassSignAnswer,
  massSign,
  massSignWithCode,
  passkeyOf,
  requestSigningCode,
  signAsTrainee,
  uploadSignature,
} from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';
import { companyAuditEvents, readDocument } from '../support/read-back';

/*
 * The simple fallback (docs/signatures.md, the e-mailed code): a signer without a passkey signs
 * only with the one-time code mailed for exactly these signatures, and every way of getting it
 * wrong is refused in Romanian with nothing signed.
 */

const api = useTestGateway();

/** A mass sign of these documents confirmed by the given challenge and the last code mailed to the signer. */
async function massSignWithMailedCode(signer: UserRecord, documentIds: string[], challengeId: string) {
  return api.post<MassSignAnswer>(
    '/api/sign-mass-docs/',
    {
      document_ids: documentIds,
      challenge_id: challengeId,
      code: await lastSigningCodeTo(signer.email as string),
    },
    await tokenFor(signer),
  );
}

/** A code that is not the one sent: the sent one with its last digit changed. */
function wrongCodeFor(code: string): string {
  return `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;
}

async function signatureEvents(companyId: string) {
  return (await companyAuditEvents(companyId)).filter((event) => event.action === 'signature');
}

async function setCompanySimpleSignature(owner: UserRecord, companyId: string, allowed: boolean) {
  const answer = await api.request<{ simple_signature_allowed: boolean }>(
    'PATCH',
    `/api/companies/${companyId}/`,
    {
      body: { simple_signature_allowed: allowed },
      token: await tokenFor(owner),
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.simple_signature_allowed).toBe(allowed);
}

describe('the e-mailed code of the simple signature', () => {
  it("signs at the simple level once the code mailed to the signer's address comes back, and says so", async () => {
    const { employee, company } = await buildTenant();
    const record = await buildDocument(employee);
    const email = await giveEmail(employee);

    const requested = await requestSigningCode(api, employee, 'consent-page', [record.id]);
    expect(requested.status).toBe(201);
    expect(requested.body.email).toBe(`${email[0]}***@e***.ro`);
    expect(requested.body.signatures).toHaveLength(1);
    const [mail] = await readMailsTo(email);
    expect(mail).toContain('Codul tău pentru a semna o fișă de instruire este: ');
    const code = await lastSigningCodeTo(email);
    const [fixed] = requested.body.signatures;

    const answer = await uploadSignature(api, employee, {
      progress: record.id,
      role: employee.role,
      hash_signature: fixed?.hash_signature,
      timestamp: fixed?.timestamp,
      challenge_id: requested.body.challenge_id,
      code,
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [signature] = (await readDocument(record.id)).signatures;
    expect(signature).toMatchObject({
      level: 'simple',
      binding_hash: fixed?.binding_hash,
      email_code: {
        email: requested.body.email,
        sent_at: expect.any(String),
        confirmed_at: expect.any(String),
      },
    });
    expect(signature?.passkey).toBeUndefined();
    const [event] = await signatureEvents(company.id);
    expect(event?.details).toMatchObject({
      level: 'simple',
      confirmed_by: 'email_code',
      code_sent_to: requested.body.email,
    });
  });

  it('refuses a signature without a code, a wrong code, a code for another record and a used code, writing nothing', async () => {
    const { employee, company } = await buildTenant();
    const record = await buildDocument(employee);
    const other = await buildDocument(employee);
    const forOther = await buildCodeUpload(api, employee, other.id);
    const valid = await buildCodeUpload(api, employee, record.id);

    const withoutCode = await uploadSignature(api, employee, await buildUpload(employee, record.id));
    const wrong = await uploadSignature(api, employee, { ...valid, code: wrongCodeFor(valid.code) });
    const otherRecords = await uploadSignature(api, employee, { ...forOther, progress: record.id });
    const notDigits = await uploadSignature(api, employee, { ...valid, code: '12a456' });

    expect(withoutCode).toMatchObject({ status: 400, body: { detail: texts.signing.codeNeeded } });
    expect(wrong).toMatchObject({
      status: 400,
      body: { detail: texts.signing.codeWrong(SIGNING_CODE.maxAttempts - 1) },
    });
    expect(otherRecords).toMatchObject({ status: 400, body: { detail: texts.signing.codeMismatch } });
    expect(notDigits.status).toBe(400);
    expect((await readDocument(record.id)).signatures).toEqual([]);
    expect(await signatureEvents(company.id)).toEqual([]);

    expect((await uploadSignature(api, employee, valid)).status).toBe(201);
    const usedAgain = await uploadSignature(api, employee, valid);
    expect(usedAgain).toMatchObject({ status: 409, body: { detail: texts.signing.alreadySigned } });
    expect((await readDocument(record.id)).signatures).toHaveLength(1);
    expect(await signatureEvents(company.id)).toHaveLength(1);
  });

  it('kills the code after 5 wrong tries: even the right one is refused then', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);
    const valid = await buildCodeUpload(api, employee, record.id);
    const wrong = { ...valid, code: wrongCodeFor(valid.code) };

    const answers = [];
    for (let attempt = 0; attempt < SIGNING_CODE.maxAttempts; attempt += 1)
      answers.push(await uploadSignature(api, employee, wrong));
    const right = await uploadSignature(api, employee, valid);

    expect(answers.map((answer) => answer.body.detail)).toEqual([
      texts.signing.codeWrong(4),
      texts.signing.codeWrong(3),
      texts.signing.codeWrong(2),
      texts.signing.codeWrong(1),
      texts.signing.codeExhausted,
    ]);
    expect(right).toMatchObject({ status: 400, body: { detail: texts.signing.codeExhausted } });
    expect((await readDocument(record.id)).signatures).toEqual([]);
  });

  it('refuses an expired code and writes nothing', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);
    const valid = await buildCodeUpload(api, employee, record.id);
    await updateItem({
      Key: keys.signingChallenge(employee.id, valid.challenge_id),
      UpdateExpression: 'SET #ttl = :past',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':past': epochSeconds() - 1 },
    });

    const answer = await uploadSignature(api, employee, valid);

    expect(answer).toMatchObject({ status: 400, body: { detail: texts.signing.codeExpired } });
    expect((await readDocument(record.id)).signatures).toEqual([]);
  });

  it('sends no code to a signer without an e-mail address, nor to one who holds a passkey', async () => {
    const { employee, admin } = await buildTenant();
    const record = await buildDocument(employee);
    await signAsTrainee(api, employee, record.id);
    await giveEmail(employee);

    const adminWithoutEmail = await requestSigningCode(api, admin, 'mass-sign', [record.id]);
    const withPasskey = await requestSigningCode(api, employee, 'consent-page', [
      (await buildDocument(employee)).id,
    ]);

    expect(adminWithoutEmail).toMatchObject({ status: 409, body: { detail: texts.signing.noEmailForCode } });
    expect(withPasskey).toMatchObject({ status: 409, body: { detail: texts.signing.passkeyNeeded } });
    expect(await readMailsTo(employee.email as string)).not.toContainEqual(
      expect.stringContaining('Codul tău'),
    );
  });

  it('limits how many codes a person may ask for', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);
    await giveEmail(employee);

    const answers = [];
    for (let request = 0; request <= SIGNING_CODE.perWindow; request += 1) {
      answers.push(await requestSigningCode(api, employee, 'consent-page', [record.id]));
    }

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers.at(-1)?.body.detail).toBe(texts.signing.tooManyCodes);
  });

  it('counter-signs a whole selection with one code over its manifest', async () => {
    const { employee, admin, company } = await buildTenant();
    const ids = [(await buildDocument(employee)).id, (await buildDocument(employee)).id];
    for (const id of ids) await signAsTrainee(api, employee, id);

    const signed = await massSignWithCode(api, admin, ids);

    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.signed.sort()).toEqual([...ids].sort());
    expect(await readMailsTo(admin.email as string)).toHaveLength(1);
    for (const id of ids) {
      const representative = (await readDocument(id)).signatures.find(
        (signature) => signature.role === 'representative',
      );
      expect(representative).toMatchObject({
        level: 'simple',
        email_code: { email: expect.stringContaining('***@') },
      });
    }
    const massSignEvent = (await companyAuditEvents(company.id)).find(
      (event) => event.action === 'mass_sign',
    );
    expect(massSignEvent?.details).toMatchObject({ level: 'simple', confirmed_by: 'email_code' });
  });

  it('confirms a selection larger than one mass sign with one code, signed in chunks of its manifest', async () => {
    const { employee, admin } = await buildTenant();
    const [first, second, third, outsider] = await Promise.all(
      Array.from({ length: 4 }, () => buildDocument(employee)),
    );
    const ids = [first, second, third].map((record) => record?.id as string);
    for (const id of [...ids, outsider?.id as string]) await signAsTrainee(api, employee, id);
    const elsewhere = await buildTenant();
    const foreign = await buildDocument(elsewhere.employee);
    await signAsTrainee(api, elsewhere.employee, foreign.id);
    // A week's selection of 700: three of the admin's, another firm's and ids nobody holds.
    const unknown = Array.from({ length: 696 }, () => newId());
    const [firstId, secondId, thirdId] = ids as [string, string, string];
    const firstChunk = [firstId, ...unknown.slice(0, 400)];
    const secondChunk = [secondId, thirdId, foreign.id, ...unknown.slice(400)];
    expect(firstChunk.length + secondChunk.length).toBe(700);
    expect(secondChunk.length).toBeLessThanOrEqual(MASS_SIGN_MAX_DOCUMENTS);
    await giveEmail(admin);
    const token = await tokenFor(admin);

    const requested = await requestSigningCode(api, admin, 'mass-sign', [...firstChunk, ...secondChunk]);
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const code = await lastSigningCodeTo(admin.email as string);
    const sign = (documentIds: string[]) =>
      api.post<MassSignAnswer & { detail: string }>(
        '/api/sign-mass-docs/',
        { document_ids: documentIds, challenge_id: requested.body.challenge_id, code },
        token,
      );
    const firstAnswer = await sign(firstChunk);
    const outside = await sign([outsider?.id as string]);
    const secondAnswer = await sign(secondChunk);

    expect(requested.body.signatures.map((signature) => signature.document_id).sort()).toEqual(
      [...ids].sort(),
    );
    expect(requested.body.not_signed).toContainEqual(
      expect.objectContaining({ id: foreign.id, reason: 'not_found' }),
    );
    expect(firstAnswer.status, JSON.stringify(firstAnswer.body)).toBe(200);
    expect(firstAnswer.body.signed).toEqual([firstId]);
    expect(outside.status).toBe(400);
    expect(secondAnswer.status, JSON.stringify(secondAnswer.body)).toBe(200);
    expect(secondAnswer.body.signed.sort()).toEqual([secondId, thirdId].sort());
    expect(secondAnswer.body.not_signed).toContainEqual(expect.objectContaining({ id: foreign.id }));
    expect(await readMailsTo(admin.email as string)).toHaveLength(1);
    for (const id of ids) expect((await readDocument(id)).status).toBe('awaiting_owner');
    expect((await readDocument(outsider?.id as string)).status).toBe('awaiting_admin');
    expect((await readDocument(foreign.id)).status).toBe('awaiting_admin');
  });

  it('refuses a code over more documents than one confirmation covers, before sending anything', async () => {
    const { admin } = await buildTenant();
    await giveEmail(admin);

    const answer = await requestSigningCode(
      api,
      admin,
      'mass-sign',
      Array.from({ length: SIGNING_MANIFEST_MAX_DOCUMENTS + 1 }, () => newId()),
    );

    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { detail: string }).detail).toBe(
      texts.documents.tooManyForOneConfirmation(SIGNING_MANIFEST_MAX_DOCUMENTS),
    );
    expect(await readMailsTo(admin.email as string)).toHaveLength(0);
  });

  it('keeps a code over the largest manifest in one challenge item, confirmed whole', async () => {
    const { admin } = await buildTenant();
    const hex = (seed: number) => seed.toString(16).padStart(64, 'f');
    const entries = Array.from({ length: SIGNING_MANIFEST_MAX_DOCUMENTS }, (_, index) => ({
      document_id: newId(),
      version: 12,
      role: 'representative' as const,
      timestamp: new Date(Date.UTC(2026, 10, 23, 12, 0, 0, index)).toISOString(),
      signature_hash: hex(index),
      binding_hash: hex(index + SIGNING_MANIFEST_MAX_DOCUMENTS),
    }));
    const expiresAt = epochSeconds() + SIGNING_CODE.seconds;
    const challenge: SigningChallengeRecord = {
      id: newId(),
      user_id: admin.id,
      channel: 'mass-sign',
      challenge: hex(0),
      entries,
      status: 'pending',
      code_hash: hex(1),
      code_email: 'a***@e***.ro',
      code_sent_at: new Date().toISOString(),
      code_attempts: 0,
      expires_at: new Date(expiresAt * 1000).toISOString(),
      ttl: expiresAt,
    };

    await storeSigningChallenge(challenge);

    expect(await keepConfirmedCode(challenge, hex(1))).toBe(true);
    expect((await getSigningChallenge(admin.id, challenge.id))?.pending_ids?.size).toBe(
      SIGNING_MANIFEST_MAX_DOCUMENTS,
    );
  });

  it("refuses a mass sign's code for other documents than its manifest's", async () => {
    const { employee, admin } = await buildTenant();
    const [first, second] = [await buildDocument(employee), await buildDocument(employee)];
    for (const record of [first, second]) await signAsTrainee(api, employee, record.id);
    await giveEmail(admin);
    const requested = await requestSigningCode(api, admin, 'mass-sign', [first.id]);

    const answer = await massSignWithMailedCode(admin, [second.id], requested.body.challenge_id);

    expect(answer).toMatchObject({ status: 400, body: { detail: texts.signing.codeMismatch } });
    expect((await readDocument(second.id)).status).toBe('awaiting_admin');
  });
});

describe("the company's choice of the simple signature", () => {
  it('refuses a signer without a passkey where the owner refused it, and signs with a passkey', async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const record = await buildDocument(employee);
    await signAsTrainee(api, employee, record.id);
    await giveEmail(admin);
    const requestedBefore = await requestSigningCode(api, admin, 'mass-sign', [record.id]);
    await setCompanySimpleSignature(owner, company.id, false);

    const refusedRequest = await requestSigningCode(api, admin, 'mass-sign', [record.id]);
    const refusedSign = await massSignWithMailedCode(admin, [record.id], requestedBefore.body.challenge_id);

    expect(refusedRequest).toMatchObject({ status: 409, body: { detail: texts.signing.simpleNotAllowed } });
    expect(refusedSign.body.not_signed).toEqual([
      {
        id: record.id,
        reason: 'passkey_required',
        detail: texts.documents.notSignedReasons.passkey_required,
      },
    ]);
    expect((await readDocument(record.id)).status).toBe('awaiting_admin');
    const [changed] = (await companyAuditEvents(company.id)).filter(
      (event) => event.action === 'company_updated',
    );
    expect(changed?.details).toEqual({ simple_signature_allowed: { before: true, after: false } });

    await passkeyOf(api, admin);
    expect((await massSign(api, admin, [record.id])).body.signed).toEqual([record.id]);
  });

  it("refuses the trainee's code on the consent page where the company refused the simple signature", async () => {
    const { employee, owner, company } = await buildTenant();
    const record = await buildDocument(employee);
    await giveEmail(employee);
    await setCompanySimpleSignature(owner, company.id, false);

    const requested = await requestSigningCode(api, employee, 'consent-page', [record.id]);

    expect(requested).toMatchObject({ status: 409, body: { detail: texts.signing.simpleNotAllowed } });
    expect(await readMailsTo(employee.email as string)).toEqual([]);
  });
});
