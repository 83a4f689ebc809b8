// Zod-free: the listing page's first load and its booking enhancement import these without the schemas.

/** Viewings happen in Singapore, whose clocks have stood at UTC+8 all year since 1982 (no daylight saving). */
export const SINGAPORE_TIME_ZONE = 'Asia/Singapore';
export const SINGAPORE_UTC_OFFSET = '+08:00';
export const SINGAPORE_UTC_OFFSET_MINUTES = 8 * 60;

/** The listing page offers the free slots of this many days, today included (Singapore dates). */
export const VIEWING_DAYS_AHEAD = 14;

/** Reads of a listing's free slots per client address and minute (bookings have the contact form's limit). */
export const VIEWING_SLOT_READS_PER_MINUTE = 30;

/** How many next free slots a refused booking (slot taken) offers instead. */
export const NEXT_FREE_SLOTS_OFFERED = 5;

/** The reminders each booking gets, and how long before its start each goes. */
export const VIEWING_REMINDER_STEPS = { viewing_reminder_24h: 24 * 60, viewing_reminder_2h: 2 * 60 } as const;

export const VIEWING_MESSAGES = {
  slotTaken: 'Sorry, this viewing slot has just been taken.',
  slotNotOffered: 'This viewing slot is not offered. Please choose one of the free slots listed.',
  noAvailability: 'Viewings of this property cannot be booked online.',
  chooseSlot: 'Please choose a viewing slot',
  invalidLink: 'This viewing link is not valid. Please use the link in your confirmation e-mail.',
  alreadyCancelled: 'This viewing has been cancelled.',
  moved: 'This viewing has been moved to another time.',
  alreadyPast: 'This viewing has already taken place.',
  cancelled: 'Your viewing has been cancelled. We hope to see you another time.',
  bookingNotFound: 'Viewing not found',
} as const;

/** The id of the listing page's booking section, and the query parameter that chooses a slot in its form in advance. */
export const VIEWING_BOOKING_SECTION_ID = 'book-viewing';
export const VIEWING_CHOSEN_SLOT_PARAM = 'viewingSlot';
