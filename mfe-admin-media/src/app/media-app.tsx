import { configureZodForCsp } from '@app/contracts';
import { MediaLibraryPage } from '../library/components/media-library-page';

configureZodForCsp();

export default function MediaLibraryApp() {
  return <MediaLibraryPage />;
}
