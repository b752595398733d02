import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader';
import { RootLayout } from './routes/RootLayout';
import { RouteError } from './routes/RouteError';
import type { RouteHandle } from './routes/route-handle';

const handle = (value: RouteHandle): RouteHandle => value;

/** Every page is its own lazily loaded chunk; the shell (RootLayout) is in the entry chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            handle: handle({ title: 'titles.home' }),
            lazy: async () => ({ Component: (await import('./routes/HomeRoute')).HomeRoute }),
          },
          {
            path: 'login',
            handle: handle({ title: 'titles.login' }),
            lazy: async () => ({ Component: (await import('./routes/LoginRoute')).LoginRoute }),
          },
          {
            path: 'registration',
            handle: handle({ title: 'titles.registration' }),
            lazy: async () => ({ Component: (await import('./routes/RegistrationRoute')).RegistrationRoute }),
          },
          {
            path: 'password-recovery',
            handle: handle({ title: 'titles.passwordRecovery' }),
            lazy: async () => ({
              Component: (await import('./routes/PasswordRecoveryRoute')).PasswordRecoveryRoute,
            }),
          },
          {
            path: '404',
            handle: handle({ title: 'titles.notFound' }),
            lazy: async () => ({ Component: (await import('./routes/NotFoundRoute')).NotFoundRoute }),
          },
          // Spec §2: any unknown path shows /404.
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];
