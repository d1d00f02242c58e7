import { canonicalTradeRegisterNumber, extractCuiDigits, type ReenrolmentSettings } from '@ssm/shared';
import { defineEntity } from '../../platform/entity';
import { type TransactWrite, transactWrite } from '../../platform/table';
import { type ItemKey, indexKeys, keys } from '../../platform/table-keys';

/** An SSM/PSI service firm: the tenant that owns client companies, owners and courses. */
export type FirmRecord = {
  id: string;
  name: string;
  cui: string;
  reg_com: string;
  address: string;
  created_at: string;
  /**
   * The re-enrolment settings every company of the firm without its own follows (docs/training-status.md,
   * "Firm defaults"); absent: none named, re-enrolment off.
   */
  training_reenrolment?: ReenrolmentSettings;
};

export const firms = defineEntity<FirmRecord>({
  type: 'firm',
  key: (firm) => keys.firm(firm.id),
  indexes: (firm) => indexKeys.firmListing(firm.id),
});

export function getFirm(firmId: string): Promise<FirmRecord | null> {
  return firms.get(keys.firm(firmId));
}

/**
 * Sets the firm's default re-enrolment settings with their audit event, all or nothing; false when
 * the firm is gone.
 */
export async function setFirmTrainingDefaults(options: {
  firmId: string;
  reenrolment: ReenrolmentSettings;
  audit: TransactWrite;
}): Promise<boolean> {
  const outcome = await transactWrite({
    firm: {
      Update: {
        Key: keys.firm(options.firmId),
        UpdateExpression: 'SET training_reenrolment = :reenrolment',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':reenrolment': options.reenrolment },
      },
    },
    audit: options.audit,
  });
  return outcome.isCommitted;
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
  const marker = (key: ItemKey, type: string): TransactWrite => ({
    Put: { Item: { ...key, type, firm_id: firm.id }, ConditionExpression: 'attribute_not_exists(PK)' },
  });
  const outcome = await transactWrite({
    cuiMarker: marker(markers.cui, 'firm-cui'),
    regComMarker: marker(markers.regCom, 'firm-reg-com'),
    firm: { Put: { Item: firms.toItem(firm), ConditionExpression: 'attribute_not_exists(PK)' } },
  });
  if (outcome.isCommitted) return 'created';
  if (outcome.failed.has('cuiMarker')) return 'cui-taken';
  if (outcome.failed.has('regComMarker')) return 'reg-com-taken';
  throw new Error(`Firm ${firm.id} already exists`);
}

/** Every firm: one partition of GSI1, read to the end (the super owner's dashboard). */
export function listFirms(): Promise<FirmRecord[]> {
  return firms.queryAll({ index: 'GSI1', partition: indexKeys.firms().GSI1PK });
}
