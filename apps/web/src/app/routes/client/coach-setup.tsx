import { CoachSetupScreen } from '@/features/coach-site';

/** `/coach/setup` (client-only, spec §2; bottom bar "Website"): the coach's website. */
export default function CoachSetupRoute() {
  return <CoachSetupScreen />;
}
