import { run } from './run';

// The product alone: it never seeds demo data (the demo restaurant's entry is demo/src/main.ts).
void run();
