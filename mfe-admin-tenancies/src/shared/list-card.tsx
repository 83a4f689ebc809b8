import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, CardContent, TitledCardHeader } from '@app/ui';
import { useHandlesMoney } from './handles-money';

type ListCardProps = { title: string; description: string; newPath: string; newLabel: string; children: ReactNode };

/** A list's card: its heading and what it holds, with its New button for the staff who create and change these (decision 016), then the list. */
export function ListCard({ title, description, newPath, newLabel, children }: ListCardProps) {
  const handlesMoney = useHandlesMoney();
  return (
    <Card>
      <TitledCardHeader title={title} description={description}>
        {handlesMoney && (
          <Button as={Link} to={newPath}>
            {newLabel}
          </Button>
        )}
      </TitledCardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
