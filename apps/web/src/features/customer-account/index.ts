/** The shopper's own pages (ADR 012): sign-up, orders, details, password and saved addresses. */
export { useCustomerOrder } from './api/account';
export { AddressBook } from './components/address-book';
export { CustomerOrdersList, useOrderCount } from './components/orders-list';
export { AccountDetails } from './components/profile-forms';
export { RegisterForm, useAfterSignUp } from './components/register-form';
export { CustomerGate, SignInPrompt, useSignInHref } from './components/sign-in-prompt';
export { CustomerOrderStatus } from './components/status';
