import { Link } from 'react-router-dom';
import { Button, NotFound } from '@app/ui';

export function NotFoundPage() {
  return (
    <NotFound
      homeAction={
        <Button as={Link} to="/">
          Back to Home
        </Button>
      }
    />
  );
}
