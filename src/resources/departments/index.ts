import ApartmentIcon from '@mui/icons-material/Apartment';
import { resourceViews } from '../generated';

const departments = resourceViews('departments', ApartmentIcon);

export const { list, create, edit, show, icon, recordRepresentation } = departments;
export default departments;
