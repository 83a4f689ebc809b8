import { Link } from 'react-router-dom';
import { Button, CardDescription, CardHeaderWithActions, CardTitle } from '@app/ui';
import { useHandlesMoney } from './handles-money';

type ListHeaderProps = { title: string; description: string; newPath: string; newLabel: string };

/** A list's heading and what it holds, with its New button for the staff who create and change these (decision 016). */
export function ListHeader({ title, description, newPath, newLabel }: ListHeaderProps) {
  const handlesMoney = useHandlesMoney();
  return (
    <CardHeaderWithActions>
      <div>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      {handlesMoney && (
        <Button as={Link} to={newPath}>
          {newLabel}
        </Button>
      )}
    </CardHeaderWithActions>
  );
}
