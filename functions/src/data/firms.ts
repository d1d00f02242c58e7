import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../lib/aws';
import { keys } from './keys';
import { tableName } from './table';

/** An SSM/PSI service firm: the tenant that owns client companies, owners and courses. */
export type FirmRecord = {
  id: string;
  name: string;
  cui: string;
  reg_com: string;
  address: string;
  created_at: string;
};

const FIRM_TYPE = 'firm';

export function toFirmItem(firm: FirmRecord): Record<string, unknown> {
  return { ...keys.firm(firm.id), type: FIRM_TYPE, GSI1PK: 'FIRMS', GSI1SK: `FIRM#${firm.id}`, ...firm };
}

export async function getFirm(firmId: string): Promise<FirmRecord | null> {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.firm(firmId) }),
  );
  if (!result.Item || result.Item.type !== FIRM_TYPE) return null;
  const { PK, SK, GSI1PK, GSI1SK, type, ...firm } = result.Item;
  return firm as FirmRecord;
}

export async function putFirm(firm: FirmRecord): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: toFirmItem(firm),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}
