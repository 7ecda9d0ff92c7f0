import { Alert, Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** What an account form shows once the server accepted it: its message and the way to sign in. */
export function AccountOutcome({ message }: { message: string }) {
  const { t } = useTranslation('account');
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Alert severity="success" role="status">
        {message}
      </Alert>
      <Button component={Link} to="/signin" variant="contained">
        {t('toSignIn')}
      </Button>
    </Stack>
  );
}
