import { useSearchParams } from 'react-router';
import { SigningPage } from '@/features/signing';

/**
 * `/sign?token=`: the recipient of a signature request reads and signs the contract. The token in
 * the e-mailed link is the credential (no sign-in needed); it only ever opens this one contract.
 */
export default function SignRoute() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <SigningPage token={params.get('token') ?? ''} />
    </div>
  );
}
