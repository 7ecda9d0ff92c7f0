import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDataProvider, useQueryRefresh } from '../../dataProvider/hooks';
import { formatNumber } from '../../i18n/format';
import type { SavedFile, SheetIssueMessage } from '@domain/estimation/answers';
import { MAX_UPLOAD_BYTES, looksLikeWorkbook, uploadForm, type UploadTarget } from './uploadForm';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'stored'; message: string; file: SavedFile }
  | { phase: 'refused'; fileName: string; message: string; issues: SheetIssueMessage[] };

interface FailureBody {
  alertMessage?: string;
  errors?: Record<string, string[]>;
  issues?: SheetIssueMessage[];
}

/** What to fix, from a refused upload: the row/column issues of a 422, else the field messages. */
export function refusalIssues(body: FailureBody): SheetIssueMessage[] {
  if (Array.isArray(body.issues) && body.issues.length > 0) return body.issues;
  return Object.values(body.errors ?? {})
    .flat()
    .filter((m): m is string => typeof m === 'string')
    .map((message) => ({ message }));
}

/** Uploads one workbook with its progress, then keeps what the server found. */
export function useUpload(target: UploadTarget | null) {
  const { t, i18n } = useTranslation('estimation');
  const provider = useAppDataProvider();
  const refresh = useQueryRefresh();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const upload = useCallback(
    async (file: File) => {
      if (!target || state.phase === 'uploading') return;
      const refuse = (message: string) => setState({ phase: 'refused', fileName: file.name, message, issues: [] });
      if (!looksLikeWorkbook(file)) return refuse(t('upload.notWorkbook', { name: file.name }));
      if (file.size > MAX_UPLOAD_BYTES)
        return refuse(
          t('upload.tooLarge', {
            max: formatNumber(MAX_UPLOAD_BYTES / 1024 / 1024, { maximumFractionDigits: 0 }, i18n.language),
          }),
        );
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'uploading', fileName: file.name, percent: 0 });
      try {
        const answer = await provider.uploadWorkbook(
          uploadForm(file, target),
          ({ loaded, total }) =>
            setState({
              phase: 'uploading',
              fileName: file.name,
              percent: Math.min(100, Math.round((loaded / total) * 100)),
            }),
          controller.signal,
        );
        const body = answer.body as FailureBody & { data?: SavedFile };
        if (answer.status >= 200 && answer.status < 300 && body.data) {
          setState({ phase: 'stored', message: body.alertMessage ?? t('upload.stored'), file: body.data });
          await refresh(['estimation', 'files']);
        } else {
          setState({
            phase: 'refused',
            fileName: file.name,
            message: body.alertMessage ?? t('apiProblem'),
            issues: refusalIssues(body),
          });
        }
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') setState({ phase: 'idle' });
        else refuse(t('apiProblem'));
      } finally {
        abort.current = null;
      }
    },
    [target, state.phase, t, i18n.language, provider, refresh],
  );

  return { state, upload, cancel: () => abort.current?.abort(), reset: () => setState({ phase: 'idle' }) };
}
