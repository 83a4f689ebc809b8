import { endpointsOf } from '../endpoints/endpoint-routes';
import { HealthSchema, ReadinessSchema } from './health';

const health = endpointsOf('health', 'public');

/** For load balancers and ops: is the process up, and can it serve (database, Redis, workers)? */
export const HEALTH_ENDPOINTS = {
  health: health.get('/api/health', { response: HealthSchema }),
  ready: health.get('/api/ready', { response: ReadinessSchema }),
};
