import { PageHeader } from '@/components/ui/page-header';
import { EmployeesDirectory } from '@/features/admin';

/** `/admin/employees` (spec §2 Admin; issue 3/8): the staff directory. */
export default function AdminEmployeesRoute() {
  return (
    <>
      <PageHeader
        eyebrow="People"
        title="Employees"
        description="The staff directory: teams, hours in each person's time zone, availability and workload."
      />
      <EmployeesDirectory />
    </>
  );
}
