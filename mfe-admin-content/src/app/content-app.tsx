import { Route, Routes } from 'react-router-dom';
import { ContentManagerPage } from '../content-manager/content-manager-page';

export default function ContentApp() {
  return (
    <Routes>
      <Route index element={<ContentManagerPage />} />
    </Routes>
  );
}
