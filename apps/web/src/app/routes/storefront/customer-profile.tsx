import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ShellProviders } from '@/app/layouts/shell-providers';
import { PageHeader } from '@/components/ui/page-header';
import { AccountDetails } from '@/features/account';
import { AddressBook, CustomerGate } from '@/features/customer-account';

/** `/customer/profile`: name, e-mail, password and saved addresses with a default (spec §2). */
export default function CustomerProfileRoute() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#addresses') document.getElementById('addresses')?.scrollIntoView();
  }, [hash]);
  // The address book confirms deletions; public layouts carry no dialog provider of their own.
  return (
    <ShellProviders>
      <div className="mx-auto w-full max-w-5xl">
        <PageHeader
          eyebrow="My account"
          title="Profile"
          description="Your details, password and saved addresses."
        />
        <CustomerGate
          title="Sign in to see your profile"
          description="Your details and addresses are here once you sign in."
        >
          <div className="space-y-6">
            <AccountDetails />
            <div id="addresses" className="scroll-mt-24">
              <AddressBook />
            </div>
          </div>
        </CustomerGate>
      </div>
    </ShellProviders>
  );
}
