import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Back to the previous view; when the page was opened directly, to `fallback` instead. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // The router marks the first entry of a visit with the key 'default': there is nothing before it.
  const hasPrevious = location.key !== 'default';
  return useCallback(
    () => (hasPrevious ? navigate(-1) : navigate(fallback, { replace: true })),
    [hasPrevious, navigate, fallback],
  );
}
