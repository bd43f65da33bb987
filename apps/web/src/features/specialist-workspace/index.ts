/**
 * The specialist's own workspace of the wellness marketplace (issue 6/8): `/specialist/services`
 * (services with price, length, buffers, confirmation and active state) and
 * `/specialist/availability` (weekly hours in the specialist's zone, date overrides, booking rules).
 */

export { specialistWorkspaceKeys } from './api/keys';
export { useMyAvailability, useMyServices } from './api/workspace';
export { AvailabilityEditor } from './components/availability-editor';
export { serviceInputOf } from './components/service-form';
export { ServicesManager } from './components/services-manager';
