import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalTradeRegisterNumber, extractCuiDigits } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { indexKeys, keys } from './keys';
import { queryAll } from './queries';
import { cancellationReasons, tableName } from './table';

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
  return { ...keys.firm(firm.id), type: FIRM_TYPE, ...indexKeys.firmListing(firm.id), ...firm };
}

function fromFirmItem(item: Record<string, unknown> | undefined): FirmRecord | null {
  if (!item || item.type !== FIRM_TYPE) return null;
  const { PK, SK, GSI1PK, GSI1SK, type, ...firm } = item;
  return firm as FirmRecord;
}

export async function getFirm(firmId: string): Promise<FirmRecord | null> {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.firm(firmId) }),
  );
  return fromFirmItem(result.Item);
}

/** The items that reserve a firm's CUI and trade-register number platform-wide. */
export function firmMarkerKeys(firm: Pick<FirmRecord, 'cui' | 'reg_com'>) {
  return {
    cui: keys.firmCuiMarker(extractCuiDigits(firm.cui) ?? firm.cui),
    regCom: keys.firmRegComMarker(canonicalTradeRegisterNumber(firm.reg_com)),
  };
}

export type CreateFirmOutcome = 'created' | 'cui-taken' | 'reg-com-taken';

/**
 * Writes the firm with the markers reserving its CUI and trade-register number, all or nothing,
 * so two firms can never share either, even when created at the same moment.
 */
export async function createFirm(firm: FirmRecord): Promise<CreateFirmOutcome> {
  const markers = firmMarkerKeys(firm);
  const marker = (key: typeof markers.cui, kind: string) => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, type: kind, firm_id: firm.id },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          marker(markers.cui, 'firm-cui'),
          marker(markers.regCom, 'firm-reg-com'),
          {
            Put: {
              TableName: tableName(),
              Item: toFirmItem(firm),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed') return 'cui-taken';
    if (reasons[1] === 'ConditionalCheckFailed') return 'reg-com-taken';
    throw error;
  }
}

/** Every firm: one partition of GSI1, read to the end (the super owner's dashboard). */
export async function listFirms(): Promise<FirmRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.firms().GSI1PK },
  });
  return items.map((item) => fromFirmItem(item)).filter((firm) => firm !== null);
}
