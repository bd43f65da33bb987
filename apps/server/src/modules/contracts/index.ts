/**
 * Contracts (ADR 003, layer 2: reads users through auth): templates with append-only versions,
 * signature requests and immutable signed records with their PDFs. The marketplace signs the
 * specialist agreement with `signCurrentVersion` (self-service, same record as a link); compliance exports read `contractsOfUser`.
 */
export { contractRoutes } from './routes';
export {
  type CurrentContract,
  contractsOfUser,
  currentContractFor,
  getSigned,
  latestSignedOfKind,
  listRequests,
  renderRecordPdf,
  type SignedRecordState,
  sendSignatureRequest,
  signCurrentVersion,
  signedPdfFor,
  signedRecordState,
} from './service';
