import { Box, CircularProgress } from '@mui/material';

/** The centred spinner shown while a screen loads (spec §2). */
export function Spinner() {
  return (
    <Box role="progressbar" aria-busy="true" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}>
      <CircularProgress />
    </Box>
  );
}
