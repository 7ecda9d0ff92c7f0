import { useMediaQuery, type Theme } from '@mui/material';

/** A phone or a portrait tablet (under 900 px): lists show one card per record, as react-admin's own responsive lists do. */
export const useSmallScreen = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
