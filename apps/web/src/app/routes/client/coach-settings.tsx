import { CoachSettingsScreen } from '@/features/coach-site';

/** `/coach/settings`: the website's design, address, SEO, sharing image and custom domain. */
export default function CoachSettingsRoute() {
  return <CoachSettingsScreen />;
}
