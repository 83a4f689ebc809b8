export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface BusinessHoursEntry {
  /** How the site shows the days. */
  days: string;
  /** How the site shows the hours. */
  hours: string;
  /** For structured data (schema.org OpeningHoursSpecification); empty when closed. */
  dayOfWeek: DayOfWeek[];
  opens?: string;
  closes?: string;
}

/** SPEC §2 and §9: Monday closed; Tuesday to Saturday 10:00 AM to 8:00 PM; Sunday 10:00 AM to 5:00 PM. */
export const BUSINESS_HOURS: readonly BusinessHoursEntry[] = [
  { days: 'Monday', hours: 'Closed', dayOfWeek: ['Monday'] },
  {
    days: 'Tuesday to Saturday',
    hours: '10:00 AM to 8:00 PM',
    dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '10:00',
    closes: '20:00',
  },
  { days: 'Sunday', hours: '10:00 AM to 5:00 PM', dayOfWeek: ['Sunday'], opens: '10:00', closes: '17:00' },
];

export const RESPONSE_PROMISE =
  'We reply to enquiries within 24 hours on business days. Maintenance requests are attended within 24 hours, and our emergency service runs 24/7.';
