/**
 * Staff booking-link codes (issue 7/8), zod-free so the public `/book/{code}` page can tell a staff
 * link from a specialist's without loading the schemas (ADR 005 first-page budgets).
 */

/** Staff link codes: `CAL` + 9 letters/digits (12), never the 10 of a specialist's code. */
export const STAFF_LINK_CODE_PATTERN = /^CAL[A-Z0-9]{9}$/i;
export const isStaffLinkCode = (code: string) => STAFF_LINK_CODE_PATTERN.test(code);
