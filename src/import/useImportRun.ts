import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportKind, ImportMode } from '@domain/import/kinds';
import { useAppDataProvider } from '../dataProvider/hooks';
import type { ImportReport } from '../dataProvider/import';
import type { Answer } from '../dataProvider/transfer';

export type Step = 'check' | 'import';

export type RunState =
  | { phase: 'idle' }
  | { phase: 'sending'; step: Step; percent: number }
  /** The file is sent; the server reads and checks (or writes) it. */
  | { phase: 'working'; step: Step }
  | { phase: 'answered'; step: Step; ok: boolean; message: string; report?: ImportReport };

interface Body {
  alertMessage?: string;
  data?: ImportReport | null;
}

/** The dry run and the import of one file, with the upload's progress and the server's report. */
export function useImportRun() {
  const { t } = useTranslation('import');
  const provider = useAppDataProvider();
  const [state, setState] = useState<RunState>({ phase: 'idle' });

  const run = useCallback(
    async (step: Step, kind: ImportKind, file: File, mode: ImportMode) => {
      setState({ phase: 'sending', step, percent: 0 });
      const progress = ({ loaded, total }: { loaded: number; total: number }) => {
        const percent = Math.min(100, Math.round((loaded / Math.max(total, 1)) * 100));
        setState(percent >= 100 ? { phase: 'working', step } : { phase: 'sending', step, percent });
      };
      let answer: Answer;
      try {
        answer =
          step === 'check'
            ? await provider.checkImport(kind, file, mode, progress)
            : await provider.runImport(kind, file, mode, progress);
      } catch {
        setState({ phase: 'answered', step, ok: false, message: t('failed') });
        return;
      }
      const body = (answer.body ?? {}) as Body;
      const report = body.data ?? undefined;
      const ok = answer.status === 200 && report !== undefined && report.problemCount === 0;
      setState({ phase: 'answered', step, ok, message: body.alertMessage ?? t('failed'), report });
    },
    [provider, t],
  );

  return { state, run, reset: () => setState({ phase: 'idle' }) };
}
