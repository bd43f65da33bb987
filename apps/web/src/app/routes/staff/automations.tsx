import { AutomationsScreen } from '@/features/automations';

/** `/automations` (admins only, spec §2): workflows on platform events, templates, runs. */
export default function AutomationsRoute() {
  return <AutomationsScreen />;
}
