/**
 * The shopper's own pages (ADR 012): sign-up, orders and saved addresses. Name, e-mail and password
 * are the account feature's (`features/account`); the route composes both.
 */
export { useCustomerOrder } from './api/account';
export { AddressBook } from './components/address-book';
export { CustomerOrdersList, useOrderCount } from './components/orders-list';
export { RegisterForm, useAfterSignUp } from './components/register-form';
export { CustomerGate, SignInPrompt, useSignInHref } from './components/sign-in-prompt';
export { CustomerOrderStatus } from './components/status';
