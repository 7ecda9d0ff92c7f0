// react-admin's pages for the rare states (an error, access denied, a failed sign-in check, an
// OAuth callback), loaded lazily from here so they and what they import stay out of the admin shell.
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
