import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { suspendedScreen } from '../app/suspendedScreen';
import { loadNamespaces } from '../i18n';

const ContactMessages = suspendedScreen(() =>
  Promise.all([import('./ContactMessages'), loadNamespaces(['contact'])]).then(([screen]) => screen),
);

/** The Super Admin's screen of messages received through the public site (custom route 'contactMessages'). */
export const contactRoutes = [
  <Route
    key="contactMessages"
    path="/contactMessages"
    element={
      <Authenticated>
        <ContactMessages />
      </Authenticated>
    }
  />,
];
