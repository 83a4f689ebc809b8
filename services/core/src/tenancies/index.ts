export * from './tenancy.entity';
export * from './maintenance-request.entity';
export * from './maintenance-event.entity';
export * from './maintenance-photo.entity';
export * from './last-lease-day';
export * from './condition-reports';
export * from './deposits';
