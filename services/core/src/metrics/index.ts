export * from './dependency-gauges';
export * from './metrics-endpoint';
export * from './server-metrics';
export * from './timed-events';
