import { Route } from 'react-router-dom';
import { SignUp } from './SignUp';
import { ForgotPassword } from './ForgotPassword';
import { ResetPassword } from './ResetPassword';

/** The account screens besides /signin, in the bare layout (no header or footer). */
export const accountRoutes = [
  <Route key="signup" path="/signup" element={<SignUp />} />,
  <Route key="forgetpassword" path="/forgetpassword" element={<ForgotPassword />} />,
  // The token is a wildcard parameter (spec §2: /resetforgetpassword/{id*}).
  <Route key="resetforgetpassword" path="/resetforgetpassword/*" element={<ResetPassword />} />,
];
