import { afterEach } from 'vitest';

// A test that logs an unexpected console.error fails (epic-stack's habit): errors must be asserted.
const original = console.error;
let logged: unknown[][] = [];
console.error = (...args: unknown[]) => {
  logged.push(args);
  original(...args);
};
afterEach(() => {
  const errors = logged;
  logged = [];
  if (errors.length > 0) throw new Error(`console.error was called: ${String(errors[0]?.[0])}`);
});
