import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { resourceViews } from '../generated';

const subDepartments = resourceViews('subDepartments', AccountTreeIcon);

export const { list, create, edit, show, icon, recordRepresentation } = subDepartments;
export default subDepartments;
