import WorkIcon from '@mui/icons-material/Work';
import { resourceViews } from '../generated';

const jobTitles = resourceViews('jobTitles', WorkIcon);

export const { list, create, edit, show, icon, recordRepresentation } = jobTitles;
export default jobTitles;
