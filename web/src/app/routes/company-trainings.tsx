import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { RenderWhenNear } from '@/components/render-when-near';
import { CompanyAssignmentsTable } from '@/features/assignments/components/company-assignments-table';
import { PsiSheetModeSetting } from '@/features/companies/components/psi-sheet-mode-setting';
import { EditCompanyPersonModal } from '@/features/people/components/edit-user-modal';
import { SheetDataGaps } from '@/features/people/components/sheet-data-gaps';
import { MissingSigners } from '@/features/records/components/missing-signers';
import { CompanyWorkers } from '@/features/training-status/components/company-workers';
import { readSession } from '@/lib/session';
import { readStoredUser } from '@/lib/stored-user';

/**
 * /companii/:companyId: a company's people and their trainings, the records waiting for a manager
 * nobody is, who misses data the fișă prints, how it keeps its PSI-SU fișe, then the courses it
 * and its people were assigned, for its firm's owner and its admin.
 */
export function Component() {
  const { companyId = '' } = useParams();
  const isOwner = readSession()?.role === 'owner';
  const [editedId, setEditedId] = useState<string | null>(null);
  return (
    <PageShell title={texts.workerTraining.pageTitle}>
      <Group>
        <BackToDashboard />
      </Group>
      <CompanyWorkers companyId={companyId} canChangeSettings={isOwner} onEditPerson={setEditedId} />
      <MissingSigners companyId={companyId} onSetManager={setEditedId} />
      <SheetDataGaps companyId={companyId} />
      <PsiSheetModeSetting companyId={companyId} canChange={isOwner} />
      <RenderWhenNear>
        <CompanyAssignmentsTable
          companyId={companyId}
          viewer={{ isOwner, userId: readStoredUser()?.id ?? null }}
        />
      </RenderWhenNear>
      <EditCompanyPersonModal
        companyId={companyId}
        userId={editedId}
        canPlace={isOwner}
        onClose={() => setEditedId(null)}
      />
    </PageShell>
  );
}
