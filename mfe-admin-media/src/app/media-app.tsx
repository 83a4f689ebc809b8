import { MediaLibraryPage } from '../library/media-library-page';

export default function MediaLibraryApp() {
  return <MediaLibraryPage />;
}
