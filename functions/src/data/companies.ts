import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../lib/aws';
import { keys } from './keys';
import { tableName } from './table';

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
};

const COMPANY_TYPE = 'company';

export function toCompanyItem(company: CompanyRecord): Record<string, unknown> {
  return {
    ...keys.company(company.id),
    type: COMPANY_TYPE,
    GSI1PK: `FIRM#${company.firm_id}#COMPANIES`,
    GSI1SK: `COMPANY#${company.id}`,
    ...company,
  };
}

export async function getCompany(companyId: string): Promise<CompanyRecord | null> {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.company(companyId) }),
  );
  if (!result.Item || result.Item.type !== COMPANY_TYPE) return null;
  const { PK, SK, GSI1PK, GSI1SK, type, ...company } = result.Item;
  return company as CompanyRecord;
}

export async function putCompany(company: CompanyRecord): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: toCompanyItem(company),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}
