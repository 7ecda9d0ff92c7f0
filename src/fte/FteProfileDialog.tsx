import { useCallback, useMemo, useRef } from 'react';
import { Dialog, DialogTitle, IconButton, LinearProgress } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CreateBase,
  EditBase,
  useEditContext,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import { fteResource, type FteFamily } from '@domain/fteFamilies';
import { HistoryButton } from '../audit/HistoryButton';
import { useLoadOneOptions, useSaveOptions } from '../resources/elements/mutations';
import { FteForm } from './FteForm';
import { toFteBody, type FteFormValues } from './formValues';

/** A new profile starts from a common full-time week, so the breakdown shows something at once. */
export const NEW_PROFILE: FteFormValues = {
  workingHours: 8,
  workingDays: 5,
  breakHours: '01:00',
  gazettedHolidays: 0,
  annualLeaves: 0,
  sickLeaves: 0,
  casualLeaves: 0,
  totalAwayDays: 0,
  breakCustomFields: [],
  leavesCustomFields: [],
};

function useDialogSave(kind: 'created' | 'updated', onClose: () => void) {
  const options = useSaveOptions(kind, false);
  const refresh = useRefresh();
  return useMemo(
    () => ({
      ...options,
      onSuccess: (record: RaRecord) => {
        options.onSuccess(record);
        refresh();
        onClose();
      },
    }),
    [onClose, options, refresh],
  );
}

/** The form opens with the stored profile, never empty while it loads. */
function WhenLoaded({ children }: { children: React.ReactNode }) {
  const { record } = useEditContext();
  return record ? children : <LinearProgress sx={{ m: 3 }} />;
}

/** Adds (`id` null) or edits one FTE profile of a scope, in a dialog over its tab. */
export function FteProfileDialog({
  family,
  id,
  onClose,
}: {
  family: FteFamily;
  id: Identifier | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  // Closed by Cancel, the close button, Escape or a click beside it: what was typed and not saved
  // is lost only when the user says so. A save closes it without asking.
  const changed = useRef(false);
  const noteChanged = useCallback((value: boolean) => {
    changed.current = value;
  }, []);
  const leave = useCallback(() => {
    if (!changed.current || window.confirm(translate('ra.message.unsaved_changes'))) onClose();
  }, [onClose, translate]);
  const created = useDialogSave('created', onClose);
  const updated = useDialogSave('updated', onClose);
  const loadOptions = useLoadOneOptions(onClose);
  const transform = (values: FteFormValues) => toFteBody(values, family);
  const titleId = 'fte-dialog-title';
  return (
    <Dialog open fullWidth maxWidth="lg" onClose={leave} aria-labelledby={titleId} scroll="body">
      <DialogTitle id={titleId} sx={{ paddingInlineEnd: 6 }}>
        {t(id === null ? 'fte.dialog.add' : 'fte.dialog.edit', { scope: t(`fte.tabs.${family.scope}`) })}
        {id === null ? null : <HistoryButton resource={fteResource(family.scope)} id={id} />}
        <IconButton
          aria-label={t('ra.action.close')}
          onClick={leave}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {id === null ? (
        <CreateBase record={NEW_PROFILE} transform={transform} mutationOptions={created} redirect={false}>
          <FteForm family={family} onCancel={leave} onChanged={noteChanged} />
        </CreateBase>
      ) : (
        <EditBase
          id={id}
          transform={transform}
          mutationMode="pessimistic"
          mutationOptions={updated}
          queryOptions={loadOptions}
          redirect={false}
        >
          <WhenLoaded>
            <FteForm family={family} onCancel={leave} onChanged={noteChanged} />
          </WhenLoaded>
        </EditBase>
      )}
    </Dialog>
  );
}
