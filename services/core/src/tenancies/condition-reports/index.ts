export * from './condition-report.entity';
export * from './condition-item.entity';
export * from './condition-photo.entity';
