import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalCompanyRegistrationNumber } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { nowIso } from '../lib/clock';
import { type ItemKey, indexKeys, keys } from './keys';
import { queryAll } from './queries';
import { cancellationReasons, isConditionFailure, tableName } from './table';

/** A client company of an SSM firm; its admins and employees belong to it. */
export type CompanyRecord = {
  id: string;
  firm_id: string;
  name: string;
  registration_number: string;
  address: string;
  /** Periodic-training interval in months (DOMAIN.md; default 6). */
  training_frequency_months: number;
  created_at: string;
  /**
   * Training records (fișe) the company keeps on the platform; absent means none. Creating a
   * record adds 1 in the record's own transaction, deleting the company's history gives them
   * back, and the company can only be deleted at 0 (docs/data-model.md).
   */
  record_count?: number;
  /** When a deletion started; a company is deleted in steps and a retried deletion finishes it. */
  deleting_since?: string;
};

const COMPANY_TYPE = 'company';

export function toCompanyItem(company: CompanyRecord): Record<string, unknown> {
  return {
    ...keys.company(company.id),
    type: COMPANY_TYPE,
    ...indexKeys.companyListing(company.firm_id, company.id),
    ...company,
  };
}

function fromCompanyItem(item: Record<string, unknown> | undefined): CompanyRecord | null {
  if (!item || item.type !== COMPANY_TYPE) return null;
  const { PK, SK, GSI1PK, GSI1SK, type, ...company } = item;
  return company as CompanyRecord;
}

export async function getCompany(companyId: string): Promise<CompanyRecord | null> {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.company(companyId) }),
  );
  return fromCompanyItem(result.Item);
}

function registrationMarkerKey(company: Pick<CompanyRecord, 'firm_id' | 'registration_number'>): ItemKey {
  return keys.companyRegistrationMarker(
    company.firm_id,
    canonicalCompanyRegistrationNumber(company.registration_number),
  );
}

/**
 * A condition on the company item that holds while people may still be added to it: it exists,
 * belongs to the firm and is not being deleted.
 */
export function buildCompanyAcceptsUsersCheck(companyId: string, firmId: string) {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.company(companyId),
      ConditionExpression:
        'attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since)',
      ExpressionAttributeValues: { ':firm': firmId },
    },
  };
}

export type CreateCompanyOutcome = 'created' | 'registration-taken' | 'firm-missing';

/** The company, the marker reserving its registration number in the firm, and a check the firm exists. */
export async function createCompany(company: CompanyRecord): Promise<CreateCompanyOutcome> {
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...registrationMarkerKey(company),
                type: 'company-registration',
                company_id: company.id,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: toCompanyItem(company),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.firm(company.firm_id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed') return 'registration-taken';
    if (reasons[2] === 'ConditionalCheckFailed') return 'firm-missing';
    throw error;
  }
}

/** The firm's companies: one partition of GSI1, read to the end. */
export async function listCompaniesOfFirm(firmId: string): Promise<CompanyRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.firmCompanies(firmId).GSI1PK },
  });
  return items.map((item) => fromCompanyItem(item)).filter((company) => company !== null);
}

/** Sets the frequency if the company belongs to the firm; null when it does not (or is gone). */
export async function updateTrainingFrequency(options: {
  companyId: string;
  firmId: string;
  months: number;
}): Promise<CompanyRecord | null> {
  try {
    const result = await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(options.companyId),
        UpdateExpression: 'SET training_frequency_months = :months',
        ConditionExpression:
          'attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since)',
        ExpressionAttributeValues: { ':months': options.months, ':firm': options.firmId },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromCompanyItem(result.Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * First step of a deletion: marks the company as being deleted, only while it keeps no training
 * record. From then on neither a user nor a record can be added to it (both check the mark in
 * their own transaction). Answers false when the condition failed.
 */
export async function markCompanyDeleting(company: Pick<CompanyRecord, 'id' | 'firm_id'>): Promise<boolean> {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(company.id),
        UpdateExpression: 'SET deleting_since = if_not_exists(deleting_since, :now)',
        ConditionExpression:
          'attribute_exists(PK) AND firm_id = :firm AND (attribute_not_exists(record_count) OR record_count = :zero)',
        ExpressionAttributeValues: { ':now': nowIso(), ':firm': company.firm_id, ':zero': 0 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Keys of the company partition's items other than the company itself (assignments, allocations...). */
export async function listCompanyOwnedItemKeys(companyId: string): Promise<ItemKey[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.company(companyId).PK },
    ProjectionExpression: 'PK, SK',
  });
  const meta = keys.company(companyId);
  return items
    .map((item) => ({ PK: item.PK as string, SK: item.SK as string }))
    .filter((key) => key.SK !== meta.SK);
}

/** Last step of a deletion: the company item and its registration marker go together. */
export async function removeCompany(company: CompanyRecord): Promise<void> {
  await getDocumentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.company(company.id) } },
        { Delete: { TableName: tableName(), Key: registrationMarkerKey(company) } },
      ],
    }),
  );
}

/**
 * Gives back `count` records after a company's history was deleted. Subtracting (rather than
 * setting 0) keeps a record started meanwhile counted, so the company still cannot be deleted
 * over it.
 */
export async function releaseCompanyRecords(companyId: string, count: number): Promise<void> {
  if (count === 0) return;
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'ADD record_count :released',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':released': -count },
    }),
  );
}
