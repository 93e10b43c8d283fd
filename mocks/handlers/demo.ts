import { http, HttpResponse } from 'msw';
import { API_ROUTES } from '../api/routes';
import { prepare, type HandlerContext } from './context';

/** Demo conveniences only the in-browser backend has: the outbox (newest first) and the seed reset. */
export function demoHandlers(ctx: HandlerContext, base: string) {
  return [
    http.get(`${base}${API_ROUTES.demoOutbox}`, async () => {
      await prepare(ctx);
      const rows = ctx.db.outbox.all().map((r, index) => ({ r, index }));
      rows.sort((a, b) =>
        a.r.created_at < b.r.created_at ? 1 : a.r.created_at > b.r.created_at ? -1 : b.index - a.index,
      );
      return HttpResponse.json(rows.map(({ r }) => ({ ...r })));
    }),
    http.post(`${base}${API_ROUTES.demoReset}`, async () => {
      await prepare(ctx);
      await ctx.reseed();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
