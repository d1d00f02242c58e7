import type { Role } from '@ssm/shared';
import { nowIso } from '../../platform/clock';
import { newId } from '../../platform/ids';
import { putItem, type TransactWrite } from '../../platform/table';
import { type AuditScope, keys } from '../../platform/table-keys';

/**
 * The audit trail (docs/domain.md, electronic signatures: who, in which role, did what, when, from which address and
 * browser). Events are only ever added. Signature events are written in the same transaction as
 * the signature, so there is no signature without its event.
 */
export type AuditAction =
  | 'signature'
  | 'mass_sign'
  | 'admin_sign_reminder'
  | 'record_refused'
  | 'foreign_password_hash'
  | 'archive_requested'
  | 'archive_completed'
  | 'archive_failed'
  | 'history_deletion_started'
  | 'history_deletion_completed'
  | 'training_event_recorded'
  | 'company_updated'
  | 'company_archived'
  | 'company_restored'
  | 'training_event_deleted'
  | 'password_reset_by_carer'
  | 'user_deactivated'
  | 'user_reactivated'
  | 'profile_updated'
  | 'email_changed'
  | 'passkey_registered'
  | 'passkey_removed'
  | 'passkey_registration_reopened'
  | 'psi_sheet_mode_changed'
  | 'firm_training_defaults_changed'
  | 'company_reenrolment_changed'
  | 'sheet_scan_added';

/** Where a request came from, as API Gateway saw it. */
export type RequestOrigin = { ip: string; userAgent: string };

export type AuditActor = {
  id: string | null;
  role: Role | 'public' | 'system';
  username: string | null;
  name: string | null;
};

export type AuditEvent = {
  id: string;
  at: string;
  scope: AuditScope;
  action: AuditAction;
  actor: AuditActor;
  ip: string;
  user_agent: string;
  /** What the action was about: a document, a company, an archive job, a hash... */
  subject: Record<string, string>;
  details: Record<string, unknown>;
};

const AUDIT_TYPE = 'audit-event';

export function actorOf(user: {
  id: string;
  role: Role;
  username: string;
  first_name: string;
  last_name: string;
}): AuditActor {
  return {
    id: user.id,
    role: user.role,
    username: user.username,
    name: `${user.last_name} ${user.first_name}`,
  };
}

/**
 * Where a person's account events are kept: with their company, or an owner's with the firm. A
 * super owner belongs to neither, and their account events are not kept.
 */
export function accountAuditScope(user: {
  firm_id: string | null;
  company_id: string | null;
}): AuditScope | null {
  if (user.company_id) return { kind: 'company', id: user.company_id };
  return user.firm_id ? { kind: 'firm', id: user.firm_id } : null;
}

export const PUBLIC_ACTOR: AuditActor = { id: null, role: 'public', username: null, name: null };

export function newAuditEvent(options: {
  scope: AuditScope;
  action: AuditAction;
  actor: AuditActor;
  origin: RequestOrigin;
  subject: Record<string, string>;
  details?: Record<string, unknown>;
  at?: string;
}): AuditEvent {
  return {
    id: newId(),
    at: options.at ?? nowIso(),
    scope: options.scope,
    action: options.action,
    actor: options.actor,
    ip: options.origin.ip,
    user_agent: options.origin.userAgent,
    subject: options.subject,
    details: options.details ?? {},
  };
}

function toAuditItem(event: AuditEvent): Record<string, unknown> {
  return { ...keys.auditEvent(event.scope, event.at, event.id), type: AUDIT_TYPE, ...event };
}

/** The event as one write of a transaction. */
export function auditEventWrite(event: AuditEvent) {
  return {
    Put: { Item: toAuditItem(event), ConditionExpression: 'attribute_not_exists(PK)' },
  } satisfies TransactWrite;
}

export async function recordAuditEvent(event: AuditEvent): Promise<void> {
  if (!(await putItem(auditEventWrite(event).Put))) throw new Error(`Audit event ${event.id} already exists`);
}
