/**
 * Contracts (ADR 003, layer 2: reads users through auth): templates with append-only versions,
 * signature requests and immutable signed records with their PDFs. The marketplace sends the
 * specialist contract with `sendSignatureRequest`; compliance exports read `contractsOfUser`.
 */
export { contractRoutes } from './routes';
export {
  contractsOfUser,
  getSigned,
  listRequests,
  renderRecordPdf,
  sendSignatureRequest,
  signedPdfFor,
} from './service';
