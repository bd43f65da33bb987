/** Documents (`/documents`): folders, versions, previews, uploads with progress; the staff template library. */
export { documentKeys, documentsQuery } from './api/documents';
export { ClientDocuments, DocumentsPanel } from './components/documents-panel';
export { DocumentsScreen } from './components/documents-screen';
export { TemplateLibrary } from './components/template-library';
