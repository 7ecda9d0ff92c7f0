// react-admin's pages for the rare states (an error, a failed sign-in check, an
// OAuth callback), loaded lazily from here so they and what they import stay out of the admin shell.
export { AuthCallback, AuthenticationError, Error } from 'react-admin';
