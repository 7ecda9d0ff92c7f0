import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** One headline figure of the dashboard; the whole card opens the screen the figure comes from. */
export function FigureCard({
  label,
  to,
  testId,
  children,
}: {
  label: string;
  to: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }} data-testid={testId}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {label}
          </Typography>
          <Typography variant="h5" component="p">
            {children}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
