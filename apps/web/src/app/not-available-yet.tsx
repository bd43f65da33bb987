import { NotAvailableYet } from '@/components/ui/not-available-yet';
import type { ScreenProps } from '@/config/routes';

/** The screen of every route whose table entry has no `lazy` yet: a tidy placeholder with its title. */
export default function NotAvailableYetScreen({ route }: ScreenProps) {
  return <NotAvailableYet title={route.title} />;
}
