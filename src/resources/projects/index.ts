import AssignmentIcon from '@mui/icons-material/Assignment';
import { resourceViews } from '../generated';

const projects = resourceViews('projects', AssignmentIcon);

export const { list, create, edit, show, icon, recordRepresentation } = projects;
export default projects;
