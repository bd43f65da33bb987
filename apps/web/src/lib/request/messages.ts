/** §8 "Request layer": the exact texts users see. */
export const MESSAGES = {
  timeout: 'Request timeout',
  network: 'Network error - please check your connection',
  exhausted: 'Request failed after multiple attempts',
  unavailable: 'Service temporarily unavailable',
  queueTimeout: 'Request timeout in queue',
  circuitOpen: (endpoint: string) => `Circuit breaker is OPEN for ${endpoint}. Service unavailable.`,
  circuitHalfOpen: (endpoint: string) => `Circuit breaker is testing recovery for ${endpoint}. Please wait.`,
  http: (status: number, text: string) => `HTTP ${status}: ${text}`,
} as const;
