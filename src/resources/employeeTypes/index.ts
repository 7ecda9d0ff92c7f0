import BadgeIcon from '@mui/icons-material/Badge';
import { resourceViews } from '../generated';

const employeeTypes = resourceViews('employeeTypes', BadgeIcon);

export const { list, create, edit, show, icon, recordRepresentation } = employeeTypes;
export default employeeTypes;
