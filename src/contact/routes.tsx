import { Resource } from 'react-admin';
import { namedScreen } from '../app/suspendedScreen';
import { loadNamespaces } from '../i18n';
import { CONTACT_MESSAGES } from '../dataProvider/contact';

const ContactMessageList = namedScreen(
  () => Promise.all([import('./ContactMessageList'), loadNamespaces(['contact'])]).then(([screen]) => screen),
  'ContactMessageList',
);

/** The Super Admin's messages received through the public site: a list resource at /contactMessages. */
export const contactResources = [<Resource key={CONTACT_MESSAGES} name={CONTACT_MESSAGES} list={ContactMessageList} />];
