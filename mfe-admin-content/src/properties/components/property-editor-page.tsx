import { Link, useParams } from 'react-router-dom';
import { AdminPage, Button } from '@app/ui';
import { QueryStatus } from '@app/web';
import { ViewingAvailabilityPanel } from '../../viewings/components/viewing-availability-panel';
import { useProperty } from '../api/property-queries';
import { PropertyForm } from './property-form';

/** /admin/content/properties/new, or /admin/content/properties/edit/{id} once the listing has loaded. */
export function PropertyEditorPage() {
  const { id } = useParams();
  return (
    <AdminPage $gap={4}>
      <div>
        <Button as={Link} to="/admin/content?tab=properties" variant="outline">
          Back to Properties
        </Button>
      </div>
      {id ? <ExistingPropertyForm id={id} /> : <PropertyForm />}
    </AdminPage>
  );
}

function ExistingPropertyForm({ id }: { id: string }) {
  const listing = useProperty(id);
  return (
    <QueryStatus query={listing} subject="the listing">
      {(loaded) => (
        <>
          <PropertyForm key={loaded.id} listing={loaded} />
          <ViewingAvailabilityPanel propertyId={loaded.id} />
        </>
      )}
    </QueryStatus>
  );
}
