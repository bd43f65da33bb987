/** The iCalendar generator lives in platform/ics.ts (shared with the staff calendar). */
export * from '../../platform/ics';
