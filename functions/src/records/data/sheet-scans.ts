import type { SheetScanContentType } from '@ssm/shared';
import { type AuditEvent, auditEventWrite } from '../../audit/data/audit';
import { companyAcceptsUsersCheck } from '../../companies/data/companies';
import { defineEntity } from '../../platform/entity';
import { deleteItems, transactWrite } from '../../platform/table';
import { keys, prefixes } from '../../platform/table-keys';

/**
 * An uploaded scan of a worker's hand-signed PSI-SU fișă (docs/domain.md, PSI/SU): written once
 * beside the company's history, with the file's SHA-256, who uploaded it and when. The worker is
 * kept as the scan was uploaded, so the archive still places it after the worker is deleted.
 */
export type SheetScanRecord = {
  id: string;
  firm_id: string;
  company_id: string;
  worker_id: string;
  worker: { first_name: string; last_name: string; username: string };
  domain: 'PSI-SU';
  file_key: string;
  content_type: SheetScanContentType;
  size: number;
  sha256: string;
  uploaded_at: string;
  uploaded_by: { id: string; name: string };
};

export const sheetScans = defineEntity<SheetScanRecord>({
  type: 'sheet-scan',
  key: (scan) => keys.sheetScan(scan.company_id, scan.worker_id, scan.id),
});

/**
 * Keeps the scan with its audit event, only while the company belongs to the firm and is not
 * being deleted. Answers false when that no longer holds.
 */
export async function addSheetScan(scan: SheetScanRecord, audit: AuditEvent): Promise<boolean> {
  const outcome = await transactWrite({
    scan: { Put: { Item: sheetScans.toItem(scan), ConditionExpression: 'attribute_not_exists(PK)' } },
    company: companyAcceptsUsersCheck(scan.company_id, scan.firm_id),
    audit: auditEventWrite(audit),
  });
  return outcome.isCommitted;
}

/** One worker's scans at the company, oldest first. */
export function listWorkerSheetScans(companyId: string, workerId: string): Promise<SheetScanRecord[]> {
  return sheetScans.queryAll({
    partition: keys.company(companyId).PK,
    sortKeyPrefix: prefixes.sheetScansOf(workerId),
    consistent: true,
  });
}

/** Every scan the company keeps, for its archive and the deletion of its history. */
export function listCompanySheetScans(companyId: string): Promise<SheetScanRecord[]> {
  return sheetScans.queryAll({ partition: keys.company(companyId).PK, sortKeyPrefix: prefixes.sheetScans });
}

export async function deleteSheetScans(scans: readonly SheetScanRecord[]): Promise<void> {
  await deleteItems(scans.map((scan) => sheetScans.key(scan)));
}
