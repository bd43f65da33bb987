/** The signer's side of contracts: read, sign (typed name + optional drawing) or decline. */
export { SigningPage } from './components/signing-page';
