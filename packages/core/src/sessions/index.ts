export * from './amsterdam-session.ts';
export * from './session-instances.ts';
export * from './session-windows.ts';
