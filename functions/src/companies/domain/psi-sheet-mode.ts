import type { PsiSheetMode } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { AdminPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import { actorOf, newAuditEvent, type RequestOrigin } from '../../audit/data/audit';
import { fullName } from '../../people/domain/full-name';
import { nowIso } from '../../platform/clock';
import { badRequest, conflict } from '../../platform/errors';
import type { CompanyRecord } from '../data/companies';
import { psiSheetModeOf, setPsiSheetMode } from '../data/psi-sheet-mode';
import { getCaredForCompany, getOwnCompany } from './tenancy';

/*
 * Whether a company's PSI-SU fișe are kept on paper or electronically (docs/domain.md, PSI/SU).
 * OMAI 712/2005 art. 47 asks for the fișă filled in and signed, and fire inspectorates read it as
 * ink on paper: paper is the default, and electronic fișe are an owner's explicit choice, made
 * after reading the legal risk and confirming it, which the server checks too and audits.
 */

function describeSettings(company: CompanyRecord) {
  return {
    company_id: company.id,
    mode: psiSheetModeOf(company),
    changed_at: company.psi_sheet_mode_changed?.at ?? null,
    changed_by: company.psi_sheet_mode_changed?.by ?? null,
  };
}

/** `GET /api/companies/{id}/psi-sheet-mode`: for the firm's owners and the company's admins. */
export async function getPsiSheetSettings(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  companyId: string;
}) {
  return describeSettings(await getCaredForCompany(options.caller, options.companyId));
}

/**
 * `PUT /api/companies/{id}/psi-sheet-mode`: electronic only with the risk accepted; a change is
 * written with its audit event (old and new mode), and setting the mode the company has changes
 * nothing.
 */
export async function updatePsiSheetMode(options: {
  owner: OwnerPrincipal;
  companyId: string;
  mode: PsiSheetMode;
  riskAccepted: boolean;
  origin: RequestOrigin;
}) {
  const { owner, mode } = options;
  if (mode === 'electronic' && !options.riskAccepted) {
    throw badRequest(texts.psiSheets.riskNotAccepted, { risk_accepted: [texts.psiSheets.riskNotAccepted] });
  }
  const company = await getOwnCompany(owner, options.companyId);
  const old = psiSheetModeOf(company);
  if (old === mode) return describeSettings(company);
  const changed = { at: nowIso(), by: fullName(owner.user) };
  const isSet = await setPsiSheetMode({
    company,
    mode,
    changed,
    audit: newAuditEvent({
      scope: { kind: 'company', id: company.id },
      action: 'psi_sheet_mode_changed',
      actor: actorOf(owner.user),
      origin: options.origin,
      subject: { company_id: company.id },
      details: {
        company_name: company.name,
        old_mode: old,
        new_mode: mode,
        ...(mode === 'electronic' ? { risk_accepted: true } : {}),
      },
      at: changed.at,
    }),
  });
  if (!isSet) throw conflict(texts.psiSheets.changedMeanwhile);
  return describeSettings({ ...company, psi_sheet_mode: mode, psi_sheet_mode_changed: changed });
}
