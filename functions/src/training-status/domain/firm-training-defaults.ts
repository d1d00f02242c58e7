import type { ReenrolmentSettings } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import { findNamedCoursesRefusal, resolveReenrolment } from '../../assignments/domain/named-courses';
import { actorOf, auditEventWrite, newAuditEvent, type RequestOrigin } from '../../audit/data/audit';
import { listCompaniesWithOwnReenrolment } from '../../companies/data/companies';
import { getFirm, setFirmTrainingDefaults } from '../../firms/data/firms';
import { notFound } from '../../platform/errors';

/*
 * The firm's default re-enrolment settings (docs/training-status.md, "Firm defaults"): set once
 * by an owner on the firm item, read by every company that has no settings of its own through
 * `resolveReenrolment`. A change is one write however many companies follow it.
 */

async function describeDefaults(firmId: string, reenrolment: ReenrolmentSettings | undefined) {
  const withOwn = await listCompaniesWithOwnReenrolment(firmId);
  return {
    reenrolment: resolveReenrolment({}, reenrolment ? { training_reenrolment: reenrolment } : null).settings,
    companies_with_own_settings: withOwn.filter(
      (company) => company.training_reenrolment && !company.archived_at && !company.deleting_since,
    ).length,
  };
}

/**
 * `GET /api/training-defaults`: the caller's firm's defaults (2 calls: the firm, and its companies
 * with settings of their own, so the read grows with those, not with the firm).
 */
export async function getFirmTrainingDefaults(owner: OwnerPrincipal) {
  const firm = await getFirm(owner.firmId);
  if (!firm) throw notFound();
  return describeDefaults(firm.id, firm.training_reenrolment);
}

/** `PUT /api/training-defaults`: checks the named courses, then one audited write on the firm item. */
export async function updateFirmTrainingDefaults(options: {
  owner: OwnerPrincipal;
  reenrolment: ReenrolmentSettings;
  origin: RequestOrigin;
}) {
  const { owner, reenrolment } = options;
  const refusal = await findNamedCoursesRefusal(owner.firmId, reenrolment);
  if (refusal) throw refusal;
  const firm = await getFirm(owner.firmId);
  if (!firm) throw notFound();
  const isSet = await setFirmTrainingDefaults({
    firmId: firm.id,
    reenrolment,
    audit: auditEventWrite(
      newAuditEvent({
        scope: { kind: 'firm', id: firm.id },
        action: 'firm_training_defaults_changed',
        actor: actorOf(owner.user),
        origin: options.origin,
        subject: { firm_id: firm.id },
        details: { old: firm.training_reenrolment ?? null, new: reenrolment },
      }),
    ),
  });
  if (!isSet) throw notFound(texts.firms.notFound);
  return describeDefaults(firm.id, reenrolment);
}
