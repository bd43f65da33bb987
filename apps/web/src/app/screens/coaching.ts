import { ApplicationFieldsRoute } from '@/app/routes/coaching/admin/application-fields';
import { ApplicationViewRoute } from '@/app/routes/coaching/admin/application-view';
import { CoachingScriptsRoute } from '@/app/routes/coaching/admin/coaching-scripts';
import { JourneyDashboardRoute } from '@/app/routes/coaching/admin/journey-dashboard';
import { StepBuilderRoute } from '@/app/routes/coaching/admin/step-builder';
import { CoachingStepsRoute, StepManagerRoute } from '@/app/routes/coaching/admin/step-manager';
import { TaskDefaultsRoute, TaskTemplatesRoute } from '@/app/routes/coaching/admin/task-defaults';
import { MyApplicationRoute } from '@/app/routes/coaching/application';
import { CoachingDashboardRoute } from '@/app/routes/coaching/dashboard';
import { MyJourneyRoute } from '@/app/routes/coaching/my-journey';
import type { ScreenComponent } from '@/app/screen';

/**
 * Screens of the coaching journey: dashboard, tasks, application and their admin screens (issue 3/5), keyed by their path in config/routes.ts.
 * The router merges every feature's registry; a route without a screen shows NotAvailableYet.
 */
export const coachingScreens: Record<string, ScreenComponent> = {
  '/dashboard': CoachingDashboardRoute,
  '/my-journey': MyJourneyRoute,
  '/client/application': MyApplicationRoute,
  '/admin/step-manager': StepManagerRoute,
  '/admin/coaching-steps': CoachingStepsRoute,
  '/admin/step-builder': StepBuilderRoute,
  '/admin/coaching-scripts': CoachingScriptsRoute,
  '/admin/task-defaults': TaskDefaultsRoute,
  '/admin/task-templates': TaskTemplatesRoute,
  '/admin/application-fields': ApplicationFieldsRoute,
  '/admin/application-view/:userId': ApplicationViewRoute,
  '/admin/journey/dashboard': JourneyDashboardRoute,
};
