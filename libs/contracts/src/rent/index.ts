export * from './paynow-qr';
