import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { SectionLoader } from '@/components/page-loader';
import { getErrorDetail } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePsiSheetSettings, useUpdatePsiSheetMode } from '@/lib/queries/psi-sheets';

const labels = texts.psiSheets;

/**
 * Whether the company's PSI-SU fișe are on paper (the default) or electronic (docs/domain.md,
 * PSI/SU). The owner turns electronic fișe on only beside the legal risk, after confirming it;
 * an admin reads the choice.
 */
export function PsiSheetModeSetting({ companyId, canChange }: { companyId: string; canChange: boolean }) {
  const settings = usePsiSheetSettings(companyId);
  const update = useUpdatePsiSheetMode(companyId);
  const [isRiskAccepted, setRiskAccepted] = useState(false);
  if (settings.isPending) return <SectionLoader />;
  if (settings.isError) return <ErrorAlert>{getErrorDetail(settings.error)}</ErrorAlert>;
  const { mode } = settings.data;
  const change = (next: typeof mode) =>
    update.mutate(
      { mode: next, risk_accepted: next === 'electronic' && isRiskAccepted },
      {
        onSuccess: () => {
          setRiskAccepted(false);
          notifySuccess(labels.changed(next));
        },
        onError: (error) => notifyError(getErrorDetail(error, labels.failure)),
      },
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="psi-sheet-mode-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="psi-sheet-mode-title">
          {labels.title}
        </Title>
        <Text>
          {labels.current} <strong>{labels.modeLabels[mode]}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          {mode === 'paper' ? labels.paperExplanation : labels.electronicExplanation}
        </Text>
        {canChange && mode === 'paper' && (
          <>
            {/* Shade 9: the title in the theme's orange (shade 8) fails WCAG AA contrast. */}
            <Alert color="orange.9" title={labels.legalRiskTitle}>
              {labels.legalRisk}
            </Alert>
            <Checkbox
              label={labels.acceptRisk}
              checked={isRiskAccepted}
              onChange={(event) => setRiskAccepted(event.currentTarget.checked)}
            />
            <Button
              variant="default"
              disabled={!isRiskAccepted}
              loading={update.isPending}
              onClick={() => change('electronic')}
            >
              {labels.switchToElectronic}
            </Button>
          </>
        )}
        {canChange && mode === 'electronic' && (
          <Button variant="default" loading={update.isPending} onClick={() => change('paper')}>
            {labels.switchToPaper}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
