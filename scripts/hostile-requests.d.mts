export declare function hostileSpellings(path: string, authority: string): { name: string; target: string }[];
export declare function rawRequest(options: {
  port: number;
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}): Promise<{ status: number; headers: string; body: string }>;
