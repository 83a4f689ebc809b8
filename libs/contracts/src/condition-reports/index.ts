export * from './condition-reports';
export * from './deposits';
export * from './render-condition-report';
export * from './condition-reports.endpoints';
