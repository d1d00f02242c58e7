import { Button } from '@mantine/core';
import { type SignerRole, texts } from '@ssm/shared';
import { useState } from 'react';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { usePendingAdminDocuments } from '@/lib/queries/workplace-signing';
import { NO_PENDING_FILTER, type PendingFilter, usePendingAdminFilter } from '../api/documents';
import { CounterSignModal } from './counter-sign-modal';
import { PendingDocumentsSection, useMassSignSelection } from './pending-documents-section';
import { coursesOf, FilterTotal, PendingFilterBar } from './pending-filter-bar';

function describeFailure(error: unknown): string {
  return error instanceof ApiError && error.isExplained
    ? texts.documents.adminMassSignFailure(getErrorDetail(error))
    : texts.documents.genericFailure;
}

type AdminPendingDocumentsProps = {
  /** Only the records waiting for these capacities (the admission to work on the managers' page). */
  capacities?: readonly SignerRole[];
  title?: string;
};

/**
 * The company admin signs, as the employer's representative (checking introductory-general
 * training or admitting a worker to work), the records their employees signed, after confirming
 * which and reading the consent of each capacity.
 */
export function AdminPendingDocuments({ capacities, title }: AdminPendingDocumentsProps = {}) {
  const [filter, setFilter] = useState<PendingFilter>(NO_PENDING_FILTER);
  const unfiltered = usePendingAdminDocuments();
  const filtered = usePendingAdminFilter(filter);
  const pending = filter === NO_PENDING_FILTER ? unfiltered : filtered;
  const selection = useMassSignSelection({ success: texts.documents.adminMassSignSuccess, describeFailure });
  const [confirming, setConfirming] = useState(false);
  const documents = (pending.data ?? []).filter(
    (document) => capacities === undefined || capacities.includes(document.capacity),
  );
  const filterBar = (
    <>
      <PendingFilterBar
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          selection.setSelected(new Set());
        }}
        courses={coursesOf(unfiltered.data ?? [])}
      />
      <FilterTotal
        whole={pending.data ? documents : undefined}
        selected={selection.selected}
        onSelect={selection.setSelected}
      />
    </>
  );
  const confirmation = (
    <CounterSignModal
      opened={confirming}
      documents={documents}
      selection={selection}
      onClose={() => setConfirming(false)}
    />
  );
  return (
    <PendingDocumentsSection
      selection={selection}
      pending={pending}
      documents={documents}
      title={title}
      filter={capacities === undefined ? filterBar : undefined}
      modal={confirmation}
    >
      <Button
        onClick={() => setConfirming(true)}
        disabled={selection.selected.size === 0 || selection.isSigning}
        loading={selection.isSigning}
      >
        {texts.documents.selectedCount(String(selection.selected.size))}
      </Button>
    </PendingDocumentsSection>
  );
}
