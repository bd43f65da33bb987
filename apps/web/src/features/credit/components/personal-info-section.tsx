import {
  type BorrowerAddress,
  type BorrowerBirth,
  BUREAUS,
  type Bureau,
  type CreditReport,
  formatDate,
} from '@fundpath/credit-engine';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { BureauTable, EMPTY_TEXT, NONE_REPORTED, ReportSection } from './report-primitives';

function addressText(a: BorrowerAddress): string {
  const street = a.line || [a.houseNumber, a.streetName, a.streetType, a.unit].filter(Boolean).join(' ');
  const city = [a.city, [a.stateCode, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  // Some bureaus deliver the whole address as one line already.
  if (a.city && street.toUpperCase().includes(a.city.toUpperCase())) return street;
  return [street, city].filter(Boolean).join(', ');
}

function birthText(b: BorrowerBirth): string {
  if (b.date && b.date.length >= 10) return formatDate(b.date);
  return b.year ? String(b.year) : '';
}

function list(items: ReactNode[]): ReactNode {
  const shown = items.filter((i) => i !== '' && i !== null);
  if (!shown.length) return null;
  if (shown.length === 1) return shown[0];
  return (
    <ul className="space-y-1">
      {shown.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static, display-only list
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function withDate(text: string, date: string | null) {
  return (
    <>
      {text}
      {date ? <span className="block text-xs text-slate-500">Reported {formatDate(date)}</span> : null}
    </>
  );
}

/** Names, addresses, birth date, employers and masked SSN, per bureau. */
export function PersonalInfoSection({ report }: { report: CreditReport }) {
  const b = report.borrower;
  const of = <T extends { bureau: Bureau }>(items: T[], bureau: Bureau) =>
    items.filter((i) => i.bureau === bureau);
  const present = (bureau: Bureau) =>
    [b.names, b.currentAddresses, b.previousAddresses, b.birthDates, b.employers, b.ssns].some((l) =>
      l.some((i) => i.bureau === bureau),
    );
  const anything = BUREAUS.some(present);

  return (
    <ReportSection
      id="credit-personal"
      title="Personal Information"
      icon={UserRound}
      description="What each bureau has on file about you. Report anything you don't recognise."
    >
      {anything ? (
        <BureauTable
          caption="Personal information by bureau"
          present={present}
          emptyCell={NONE_REPORTED}
          rows={[
            {
              key: 'name',
              label: 'Name',
              cell: (x) =>
                list(
                  of(b.names, x)
                    .filter((n, i) => i === 0 || /primary/i.test(n.nameType))
                    .map((n) => n.full),
                ),
            },
            {
              key: 'aka',
              label: 'Also known as',
              cell: (x) =>
                list(
                  of(b.names, x)
                    .slice(1)
                    .filter((n) => !/primary/i.test(n.nameType))
                    .map((n) => n.full),
                ),
            },
            {
              key: 'birth',
              label: 'Date of birth',
              cell: (x) => list(of(b.birthDates, x).map(birthText)),
            },
            {
              key: 'current',
              label: 'Current address',
              cell: (x) =>
                list(of(b.currentAddresses, x).map((a) => withDate(addressText(a), a.dateReported))),
            },
            {
              key: 'previous',
              label: 'Previous addresses',
              cell: (x) =>
                list(of(b.previousAddresses, x).map((a) => withDate(addressText(a), a.dateReported))),
            },
            {
              key: 'employers',
              label: 'Employers',
              cell: (x) => list(of(b.employers, x).map((e) => e.name)),
            },
            {
              key: 'ssn',
              label: 'SSN',
              cell: (x) =>
                list(
                  of(b.ssns, x).map((s) => (
                    <span key={s.masked} className="font-mono">
                      {s.masked}
                    </span>
                  )),
                ),
            },
          ]}
        />
      ) : (
        <EmptyState variant="compact" description={EMPTY_TEXT.personal} />
      )}
    </ReportSection>
  );
}
