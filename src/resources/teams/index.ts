import GroupsIcon from '@mui/icons-material/Groups';
import { resourceViews } from '../generated';

const teams = resourceViews('teams', GroupsIcon);

export const { list, create, edit, show, icon, recordRepresentation } = teams;
export default teams;
