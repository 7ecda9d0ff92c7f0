import { useEffect, useMemo, useState } from 'react';
import { Avatar, Box, Button, FormHelperText, Stack } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@domain/employee';

/** Why a chosen file cannot be the profile image (the server checks the same by content). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export function imageProblem(file: File): { key: string; params?: Record<string, number> } | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'server:errors.imageType' };
  if (file.size > PROFILE_IMAGE_MAX_BYTES)
    return { key: 'server:errors.imageTooLarge', params: { max: PROFILE_IMAGE_MAX_BYTES / (1024 * 1024) } };
  return null;
}

/**
 * The optional ProfileImage with a preview of what will be sent: the chosen File is the form's
 * `profileImage`, which the data provider adds to the multipart body.
 */
export function ProfileImageInput({ currentUrl }: { currentUrl?: string | null }) {
  const { field, fieldState } = useInput({ source: 'profileImage', defaultValue: null });
  return (
    <ProfileImagePicker
      file={field.value instanceof File ? field.value : null}
      onChange={field.onChange}
      currentUrl={currentUrl}
      error={fieldState.error?.message}
    />
  );
}

interface PickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  currentUrl?: string | null;
  /** The server's word about the file, when it refused it. */
  error?: string;
}

/** A picture to choose, checked at once, with a preview of the chosen one (or the current one). */
export function ProfileImagePicker({ file, onChange, currentUrl, error: refused }: PickerProps) {
  const { t } = useTranslation('people');
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const error = problem ?? refused;

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={preview ?? currentUrl ?? undefined} alt={t('form.imagePreview')} sx={{ width: 72, height: 72 }} />
      <Box>
        <Stack direction="row" spacing={1}>
          {/* A label that opens the file picker, not a button (MUI's upload pattern); the input takes the focus. */}
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
          >
            {t('form.chooseImage')}
            <input
              style={VISUALLY_HIDDEN}
              type="file"
              name="ProfileImage"
              accept={PROFILE_IMAGE_TYPES.join(',')}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                if (!chosen) return;
                const found = imageProblem(chosen);
                setProblem(found ? t(found.key, found.params) : null);
                onChange(found ? null : chosen);
              }}
            />
          </Button>
          {file ? (
            <Button color="inherit" onClick={() => onChange(null)}>
              {t('form.removeImage')}
            </Button>
          ) : null}
        </Stack>
        <FormHelperText error={Boolean(error)}>{error ?? t('form.imageHint')}</FormHelperText>
      </Box>
    </Stack>
  );
}
