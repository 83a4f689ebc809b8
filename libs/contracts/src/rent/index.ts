export * from './paynow-qr';
export * from './rent';
export * from './rent-calendar';
export * from './rent-settings';
export * from './rent-portal';
export * from './owner-rent';
export * from './rent.endpoints';
export * from './bank';
