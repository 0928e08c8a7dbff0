/** Whether `npm start` runs the demo restaurant for this environment (SEED_DEMO as the server reads it). */
export function demoWanted(env?: Record<string, string | undefined>): boolean;

/** The workspace `npm start` runs for this environment, and its built entry. */
export function startEntry(env?: Record<string, string | undefined>): {
  workspace: 'demo' | 'server';
  file: string;
};
