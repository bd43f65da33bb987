/** Sign-in and password screens (the session itself is platform: `lib/auth`). */
export { acceptInvite, lookupInvite } from './api/invites';
export { requestPasswordReset, resetPassword } from './api/password';
export { LoginForm } from './components/login-form';
