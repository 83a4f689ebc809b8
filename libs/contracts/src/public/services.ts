import { z } from 'zod';

/** The company's services, in the order the site lists them; ids are the /services#{id} anchors. */
export const SERVICE_IDS = [
  'property-management',
  'co-living',
  'luxury',
  'coliving-operations',
  'asset-progression',
  'maintenance',
  'tenant-placement',
] as const;
export const ServiceIdSchema = z.enum(SERVICE_IDS);
export type ServiceId = z.infer<typeof ServiceIdSchema>;
