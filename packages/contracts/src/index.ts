/**
 * No barrel: import each domain's contracts from its own subpath (`@fundpath/contracts/support`,
 * `@fundpath/contracts/credit`, …) so the names of later domains (`Order`, `Booking`, `Message`)
 * cannot collide. This file exists only to say so.
 */
export {};
