// Widgets of the product's areas that more than one app shows: built from @app/ui and @app/web, never the reverse.
export * from './area-tabs';
export * from './counts';
export * from './maintenance';
export * from './timeline';
export * from './owners';
export * from './rent';
