import type { z } from 'zod';
import { apiUrl, type ApiRoute } from './api/routes';
import { errorFromResponse, malformedResponse, networkError } from './errors';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  query?: Record<string, string | undefined>;
  json?: unknown;
  form?: FormData;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface MockHttp {
  /** Sends a request; a non-2xx answer or a failed fetch becomes a BackendError. */
  send(route: ApiRoute, options?: RequestOptions): Promise<Response>;
  /** Sends and parses the JSON body with `schema`. */
  json<S extends z.ZodType>(route: ApiRoute, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
}

export function createHttp(baseUrl: string, fetchImpl: typeof fetch): MockHttp {
  async function send(route: ApiRoute, options: RequestOptions = {}): Promise<Response> {
    const url = new URL(apiUrl(baseUrl, route), 'http://relative.invalid');
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const target = /^https?:\/\//.test(baseUrl) ? url.toString() : `${url.pathname}${url.search}`;
    const headers: Record<string, string> = { 'X-Supabase-Api-Version': '2024-01-01', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body = JSON.stringify(options.json);
    }
    let response: Response;
    try {
      response = await fetchImpl(target, { method: options.method ?? 'GET', headers, body });
    } catch (error) {
      throw networkError(error);
    }
    if (!response.ok) {
      const payload = await response.json().catch(() => null);
      throw errorFromResponse(response.status, payload);
    }
    return response;
  }

  return {
    send,
    async json(route, schema, options) {
      const response = await send(route, options);
      let payload: unknown;
      try {
        payload = await response.json();
      } catch (error) {
        throw malformedResponse(error);
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw malformedResponse(parsed.error);
      return parsed.data;
    },
  };
}
