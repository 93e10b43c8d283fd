import { type RouteConfig, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/site-layout.tsx', [
    route('login', 'routes/public/legacy-login.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
] satisfies RouteConfig;
