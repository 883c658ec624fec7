declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number; p50: number };
    errors: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
