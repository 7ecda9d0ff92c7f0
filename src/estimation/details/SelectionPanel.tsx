import { Card, CardContent, Stack } from '@mui/material';
import { CategoryPicker } from './CategoryPicker';
import { ElementPicker } from './ElementPicker';
import { FteValue } from './FteValue';
import { ProfilePicker } from './ProfilePicker';
import { chooseCategory, chooseElement, chooseProfile, hasProfile, type EstimationSelection } from '../selection';

/** Category, element (unless the organisation) and FTE profile, then the profile's FTE value. */
export function SelectionPanel({
  selection,
  onChange,
}: {
  selection: EstimationSelection;
  onChange: (next: EstimationSelection) => void;
}) {
  const { category } = selection;
  const element = selection.elementId === null ? null : { id: selection.elementId, name: selection.elementName ?? '' };
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'flex-start' } }}>
          <CategoryPicker value={category} onChange={(c) => onChange(chooseCategory(selection, c))} />
          {category !== 'organization' && (
            <ElementPicker
              key={category}
              category={category}
              value={element}
              onChange={(e) => onChange(chooseElement(selection, e))}
            />
          )}
          <ProfilePicker
            category={category}
            elementId={selection.elementId}
            value={selection.fteId}
            onChange={(p) => onChange(chooseProfile(selection, p))}
          />
        </Stack>
        {hasProfile(selection) && (
          <FteValue
            fteId={selection.fteId}
            category={category}
            country={selection.country}
            currency={selection.currency}
          />
        )}
      </CardContent>
    </Card>
  );
}
