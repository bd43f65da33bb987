/** The public landing pages, one design per service type. */
export { Landing } from './components/landing';
