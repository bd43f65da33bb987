/** Sign-in and password screens (the session itself is platform: `lib/auth`). */
export { requestPasswordReset, resetPassword } from './api/password';
export { LoginForm } from './components/login-form';
