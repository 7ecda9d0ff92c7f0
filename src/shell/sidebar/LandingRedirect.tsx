import { LinearProgress } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { AccessDeniedNotice } from '../../ui/AccessDeniedNotice';
import { landingEntry } from './navigation';
import { useSidebarAccess } from './useSidebarAccess';

/**
 * Sends a user whose role does not open the screen they reached (after sign-in, /dashboard) to the
 * first screen of their own sidebar; a role that opens nothing is told so.
 */
export function LandingRedirect() {
  const { allowed, isPending } = useSidebarAccess();
  if (isPending) return <LinearProgress sx={{ mt: 2 }} />;
  const entry = landingEntry(allowed);
  return entry ? <Navigate to={entry.path} replace /> : <AccessDeniedNotice />;
}
