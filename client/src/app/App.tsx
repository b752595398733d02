import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers/AppProviders';
import { routes } from './routes';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
