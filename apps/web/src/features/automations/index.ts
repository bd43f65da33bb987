/**
 * Automations (`/automations`, admins; issue 8/8): the workflow list with on/off switches, the
 * editor (trigger, conditions, ordered actions with waits and e-mails, test mode), the ready
 * templates and the runs with their logs.
 */
export { automationKeys } from './api/keys';
export { AutomationsScreen } from './components/automations-screen';
