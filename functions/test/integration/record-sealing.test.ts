import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { keys } from '../../src/platform/keys';
import { putItems, queryAll } from '../../src/platform/table';
import {
  getTrainingDocument,
  type TrainingDocument,
  trainingDocuments,
} from '../../src/records/data/records';
import { sealRecordsSignedBeforeTheSeal } from '../../src/records/domain/record-sealing';
import { getSealing } from '../../src/signing/seal';
import { buildTenant } from '../support/builders';
import { buildSignedDocument } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * Records signed before the platform seal existed: verification refuses them until
 * `npm run seal-records` seals those whose hashes still agree (docs/signatures.md).
 */

const api = useTestGateway();

/** The record as it was stored before the seal existed: no `document_seal` at all. */
async function storeWithoutSeal(
  document: TrainingDocument,
  change: Partial<TrainingDocument['record']> = {},
) {
  const { document_seal: _seal, ...unsealed } = document;
  await putItems([trainingDocuments.toItem({ ...unsealed, record: { ...unsealed.record, ...change } })]);
}

const verify = (hash: string) =>
  api.get<{ valid: boolean; reason?: string }>(`/api/verify-signature/?hash=${hash}`);

describe('sealing the records signed before the seal', () => {
  it('seals, once, the records whose hashes agree, refuses a changed one, and says so in the audit trail', async () => {
    const { firm, company, employee, admin, owner } = await buildTenant();
    const intact = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const changed = await buildSignedDocument(api, { trainee: employee, admin, owner });
    await storeWithoutSeal(intact);
    await storeWithoutSeal(changed, { quiz_score: changed.record.quiz_score - 10 });
    expect((await verify(intact.document_hash as string)).body).toEqual({
      valid: false,
      reason: texts.verification.failureReasons.seal_missing,
    });

    const { sealer } = await getSealing();
    const first = await sealRecordsSignedBeforeTheSeal({ sealer, firmId: firm.id });
    const second = await sealRecordsSignedBeforeTheSeal({ sealer, firmId: firm.id });

    expect(first.sealed).toEqual([intact.id]);
    expect(first.refused).toEqual([{ id: changed.id, reason: 'record_changed' }]);
    expect(second.sealed).toEqual([]);
    expect((await verify(intact.document_hash as string)).body).toMatchObject({
      valid: true,
      kind: 'document',
    });
    expect((await verify(changed.document_hash as string)).body).toEqual({
      valid: false,
      reason: texts.verification.failureReasons.record_changed,
    });
    expect((await getTrainingDocument(changed.id, { consistent: true }))?.document_seal).toBeUndefined();
    const events = await queryAll({
      partition: keys.auditEvent({ kind: 'company', id: company.id }, '', '').PK,
      consistent: true,
    });
    const sealing = events.filter((event) => event.action === 'records_sealed');
    expect(sealing).toHaveLength(2);
    expect(sealing[0]?.details).toEqual({
      sealed: [intact.id],
      refused: [{ id: changed.id, reason: 'record_changed' }],
    });
  });
});
