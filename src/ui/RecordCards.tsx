import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

type Render<R> = (record: R) => ReactNode;

export interface RecordCardsProps<R extends RaRecord> {
  /** The record's name, the card's heading (a link when `link` answers a path). */
  primary: Render<R>;
  /** A line under the name (job title, description). */
  secondary?: Render<R>;
  /** Further facts as label and value pairs. */
  details?: Array<{ label: string; render: Render<R> }>;
  /** The row actions, rendered in the record's context as in a table row. */
  actions?: ReactNode;
  link?: (record: R) => string | false;
  /** Under the actions, in the record's context (an unfolded panel). */
  panel?: ReactNode;
  /** Shown when the list has no records. */
  empty?: ReactNode;
  /** Names the list for screen readers. */
  label?: string;
}

/**
 * A list on a phone: one card per record of the list context, with its row actions, in place of a
 * table wider than the screen (react-admin's pattern of choosing another list view by media query).
 */
export function RecordCards<R extends RaRecord = RaRecord>({
  primary,
  secondary,
  details = [],
  actions,
  panel,
  link,
  empty = null,
  label,
}: RecordCardsProps<R>) {
  const { data, isPending } = useListContext<R>();
  if (isPending)
    return (
      <Stack spacing={1} sx={{ p: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  if (!data?.length) return <>{empty}</>;
  return (
    <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((record) => {
        const to = link?.(record);
        return (
          <Card component="li" variant="outlined" key={record.id} data-record-card>
            <RecordContextProvider value={record}>
              <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {to ? (
                    <MuiLink component={Link} to={to} underline="hover" color="inherit">
                      {primary(record)}
                    </MuiLink>
                  ) : (
                    primary(record)
                  )}
                </Typography>
                {secondary ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {secondary(record)}
                  </Typography>
                ) : null}
                {details.length ? (
                  <Box
                    component="dl"
                    sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
                  >
                    {details.map(({ label: term, render }) => (
                      <Box key={term} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="caption" color="text.secondary">
                          {term}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                          {render(record)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                ) : null}
              </CardContent>
              {actions ? (
                <CardActions sx={{ justifyContent: 'flex-end', pt: 0, flexWrap: 'wrap' }}>{actions}</CardActions>
              ) : null}
              {panel}
            </RecordContextProvider>
          </Card>
        );
      })}
    </Stack>
  );
}
