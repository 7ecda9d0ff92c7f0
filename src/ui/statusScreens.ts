import { namedScreen } from '../app/namedScreen';

// react-admin's pages for the rare states, each loaded when first shown (see statusPages).
const load = () => import('./statusPages');

export const AuthCallback = namedScreen(load, 'AuthCallback');
export const AuthenticationError = namedScreen(load, 'AuthenticationError');
export const ErrorPage = namedScreen(load, 'Error');
