import { Navigate } from 'react-router';
import { RegisterForm, useAfterSignUp } from '@/features/customer-account';
import { useAuth } from '@/lib/auth';

/** `/customer/register`: a shopper's account, signed in at once, then to `next` or their dashboard (spec §2). */
export default function CustomerRegisterRoute() {
  const { user } = useAuth();
  const after = useAfterSignUp();
  if (user) return <Navigate to={after(user)} replace />;
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="mb-8 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Create your account</h1>
        <p className="mt-2 text-sm text-slate-600">
          Follow your orders, keep your addresses and check out faster.{' '}
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
        <RegisterForm />
      </div>
    </div>
  );
}
