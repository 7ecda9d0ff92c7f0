import { Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A workforce screen's top: its title in the app bar and as the page's heading, then what the screen is for. */
export function ScreenHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
    </>
  );
}
