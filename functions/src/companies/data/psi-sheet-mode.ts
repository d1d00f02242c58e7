import { DEFAULT_PSI_SHEET_MODE, type PsiSheetMode } from '@ssm/shared';
import type { AuditEvent } from '../../audit/data/audit';
import { auditEventWrite } from '../../audit/data/audit';
import { transactWrite } from '../../platform/table';
import { keys } from '../../platform/table-keys';
import type { CompanyRecord } from './companies';

/** The company's PSI-SU fișe mode: what it chose, or the default (docs/domain.md, PSI/SU). */
export function psiSheetModeOf(company: Pick<CompanyRecord, 'psi_sheet_mode'>): PsiSheetMode {
  return company.psi_sheet_mode ?? DEFAULT_PSI_SHEET_MODE;
}

/**
 * Sets the mode with its audit event in one transaction, only while the company belongs to the
 * firm, is not being deleted and still has the mode the caller read (the event names it as the
 * old one). Answers false when that no longer holds.
 */
export async function setPsiSheetMode(options: {
  company: CompanyRecord;
  mode: PsiSheetMode;
  changed: { at: string; by: string };
  audit: AuditEvent;
}): Promise<boolean> {
  const { company } = options;
  const current = company.psi_sheet_mode;
  const outcome = await transactWrite({
    company: {
      Update: {
        Key: keys.company(company.id),
        UpdateExpression: 'SET psi_sheet_mode = :mode, psi_sheet_mode_changed = :changed',
        ConditionExpression: `attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since) AND ${
          current ? 'psi_sheet_mode = :current' : 'attribute_not_exists(psi_sheet_mode)'
        }`,
        ExpressionAttributeValues: {
          ':mode': options.mode,
          ':changed': options.changed,
          ':firm': company.firm_id,
          ...(current ? { ':current': current } : {}),
        },
      },
    },
    audit: auditEventWrite(options.audit),
  });
  return outcome.isCommitted;
}
