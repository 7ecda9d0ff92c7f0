import { useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCanAccess, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../dataProvider';
import { useAppMutation, useQueryRefresh } from '../../dataProvider/hooks';
import { myProfileSchema, PROFILE_LANGUAGES, type MyProfile, type MyProfileInput } from '@domain/profile';
import { useSchemaForm } from '../../app/useSchemaForm';
import { ProfileImagePicker } from '../../people/employees/ProfileImageInput';
import { ProfileDialog } from './ProfileDialog';
import { PersonalDataExport } from '../../people/personalData/PersonalDataExport';
import { fieldErrorsOf } from './profileForm';
import { MY_PROFILE_QUERY } from './myProfile';
import { DIGIT_SYSTEMS, setArabicDigits, withDigits, type DigitSystem } from '../../i18n/format';
import { useArabicDigits } from '../../i18n/format/useFormat';

const ORDER = ['firstName', 'lastName', 'phoneNumber', 'language'] as const;

/**
 * My profile: the person's names, phone, picture and language, and the digits of figures in Arabic
 * (kept in this browser, like the profile menu's choice); the email is shown, not edited.
 */
export function MyProfileDialog({ profile, onClose }: { profile: MyProfile; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const notify = useNotify();
  const refresh = useQueryRefresh();
  const initial = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    language: profile.language,
  };
  const form = useSchemaForm({ schema: myProfileSchema, initial, order: ORDER });
  const [picture, setPicture] = useState<File | null>(null);
  const currentDigits = useArabicDigits();
  const { canAccess: superAdmin } = useCanAccess({ resource: 'superAdmin', action: 'list' });
  const [digits, setDigits] = useState<DigitSystem>(currentDigits);
  const profileDirty = picture !== null || ORDER.some((field) => form.values[field] !== initial[field]);
  const dirty = profileDirty || digits !== currentDigits;
  const save = useAppMutation(
    (provider, values: MyProfileInput) => provider.updateMyProfile(values, picture, profile.version),
    {
      onSuccess: async ({ message, profile: saved }) => {
        await refresh(MY_PROFILE_QUERY);
        setArabicDigits(digits);
        if (!i18n.language?.startsWith(saved.language)) await i18n.changeLanguage(saved.language);
        notify(message ?? t('profileMenu.saved'), { type: 'success' });
        onClose();
      },
      onError: (error) => {
        form.showServerErrors(fieldErrorsOf(error));
        notify(serverMessage(error) ?? t('common:errors.apiProblem'), { type: 'error' });
      },
    },
  );

  return (
    <ProfileDialog
      title={t('profileMenu.myProfile')}
      dirty={dirty}
      sending={save.isPending}
      submitLabel={t('profileMenu.save')}
      sendingLabel={t('profileMenu.saving')}
      onClose={onClose}
      onSubmit={() => {
        if (profileDirty) {
          if (form.validate()) save.mutate(form.input() as MyProfileInput);
          return;
        }
        // Only the digits changed: nothing to check or send to the server.
        setArabicDigits(digits);
        notify(t('profileMenu.saved'), { type: 'success' });
        onClose();
      }}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <ProfileImagePicker
          file={picture}
          onChange={setPicture}
          currentUrl={profile.imagePath}
          error={form.errorOf('profileImage')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ pt: 2 }}>
          <TextField
            {...form.register('firstName')}
            label={t('server:fields.firstName')}
            required
            fullWidth
            autoComplete="given-name"
          />
          <TextField
            {...form.register('lastName')}
            label={t('server:fields.lastName')}
            required
            fullWidth
            autoComplete="family-name"
          />
        </Stack>
        <TextField
          label={t('server:fields.email')}
          value={profile.email}
          fullWidth
          slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
          helperText={t('profileMenu.emailByAdministrator')}
        />
        <TextField
          {...form.register('phoneNumber')}
          label={t('server:fields.phoneNumber')}
          required
          fullWidth
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {/* The person's display preferences: the language, and beside it the digits figures are written in. */}
        <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
          {t('profileMenu.preferences')}
        </Typography>
        <TextField
          {...form.register('language')}
          select
          label={t('server:fields.language')}
          fullWidth
          helperText={form.errorOf('language') ?? t('profileMenu.languageHint')}
        >
          {PROFILE_LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {t(`common:language.${language}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('common:digits.title')}
          value={digits}
          onChange={(event) => setDigits(event.target.value as DigitSystem)}
          fullWidth
          data-testid="profile-digits"
        >
          {DIGIT_SYSTEMS.map((system) => (
            <MenuItem key={system} value={system}>
              {t(`common:digits.${system}`, { sample: withDigits('123', system) })}
            </MenuItem>
          ))}
        </TextField>
        {/* A copy of everything the organisation keeps about the person, theirs to take (the Super Admin belongs to none). */}
        {superAdmin ? null : (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
              {t('people:personalData.yourData')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('people:personalData.yourDataHint')}
            </Typography>
            <div>
              <PersonalDataExport />
            </div>
          </>
        )}
      </Stack>
    </ProfileDialog>
  );
}
