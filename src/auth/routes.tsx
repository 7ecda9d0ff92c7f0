import { Route } from 'react-router-dom';
import { namedScreen } from '../app/suspendedScreen';

// Loaded when first opened (the app's spinner meanwhile): their forms stay outside the admin shell.
export const SignIn = namedScreen(() => import('./SignIn'), 'SignIn');
const SignUp = namedScreen(() => import('./SignUp'), 'SignUp');
const ForgotPassword = namedScreen(() => import('./ForgotPassword'), 'ForgotPassword');
const ResetPassword = namedScreen(() => import('./ResetPassword'), 'ResetPassword');

/** The account screens besides /signin, in the bare layout (no header or footer). */
export const accountRoutes = [
  <Route key="signup" path="/signup" element={<SignUp />} />,
  <Route key="forgetpassword" path="/forgetpassword" element={<ForgotPassword />} />,
  // The token is a wildcard parameter (spec §2: /resetforgetpassword/{id*}).
  <Route key="resetforgetpassword" path="/resetforgetpassword/*" element={<ResetPassword />} />,
];
