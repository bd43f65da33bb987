/** The staff client record (issue 7/8): `/clients` (the list) and `/clients/:id` (one client). */
export { clientKeys } from './api/keys';
export { ClientList, clientHref } from './components/client-list';
export { ClientRecordPage, type ClientRecordPageProps } from './components/client-record';
