/** One's own account (`/api/account/*`): profile, password and the sessions signed in as oneself. */
export { useProfile } from './api/get-profile';
export { ActiveSessions } from './components/active-sessions';
export { AccountDetails, PasswordForm, ProfileForm } from './components/profile-forms';
