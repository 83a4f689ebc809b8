import { defineEndpoint } from '../endpoints/endpoint';
import { HealthSchema, ReadinessSchema } from './health';

/** For load balancers and ops: is the process up, and can it serve (database, Redis, workers)? */
export const HEALTH_ENDPOINTS = {
  health: defineEndpoint({ area: 'health', method: 'GET', path: '/api/health', access: 'public', response: HealthSchema }),
  ready: defineEndpoint({ area: 'health', method: 'GET', path: '/api/ready', access: 'public', response: ReadinessSchema }),
};
