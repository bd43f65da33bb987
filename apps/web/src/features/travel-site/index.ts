/** The earner's own travel site: `/my-travel-site` (issue 5/8). */
export { TravelSiteEditor } from './components/travel-site-editor';
