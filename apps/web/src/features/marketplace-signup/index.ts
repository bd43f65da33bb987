/**
 * Joining the wellness marketplace (issue 6/8): `/specialist/signup` (account + profile),
 * `/specialist/contract` (read and e-sign the specialist agreement; the profile then waits for
 * an admin's review) and `/manila/signup` (member accounts).
 */
export { MemberSignup } from './components/member-signup';
export { SpecialistContractPage } from './components/specialist-contract';
export { listOf, SpecialistSignup } from './components/specialist-signup';
