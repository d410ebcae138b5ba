import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers, createQueryClient } from '../app/providers.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** A page at `path` with a fresh query cache; any other path renders where the app went (`getByTestId('where')`). */
export function renderPage(page: ReactElement, path = '/here') {
  const queryClient = createQueryClient();
  const result = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient };
}
