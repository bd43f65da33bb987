/** The funding application: the client's form (autosaved answers) and the staff field editor and view. */

export { allApplicationFieldsQuery, applicationDataQuery } from '@/lib/queries/application-data';
export {
  applicationKeys,
  applicationViewQuery,
  fieldsQuery,
  useAllFields,
  useAnswers,
  useApplicationView,
  useFields,
} from './api/application';
export { ApplicationFieldsAdmin } from './components/admin/application-fields-admin';
export { ApplicationView } from './components/admin/application-view';
export { APPLICATION_MESSAGES, ApplicationForm } from './components/application-form';
