import { Card, CardContent } from '@mui/material';
import { SavedQueriesList } from 'react-admin';
import { useSmallScreen } from './useSmallScreen';

/**
 * react-admin's saved queries beside a big list: the filters, sort and page size of the list saved
 * under a name and applied again in one click. They live in react-admin's store (the browser's
 * local storage), so a reload keeps them. Phones have no room beside a list: none is drawn there.
 */
export function SavedQueriesAside() {
  const small = useSmallScreen();
  if (small) return null;
  return (
    <Card
      component="aside"
      sx={{ order: -1, marginInlineEnd: 2, mt: 8, width: 220, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <CardContent>
        <SavedQueriesList />
      </CardContent>
    </Card>
  );
}
