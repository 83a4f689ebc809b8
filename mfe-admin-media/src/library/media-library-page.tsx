import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Input, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';

export function MediaLibraryPage() {
  return (
    <StyledPage>
      <StyledHeader>
        <h1>Media Library</h1>
        <Button as={Link} to="/admin" variant="outline">
          Back to Admin
        </Button>
      </StyledHeader>
      <Tabs defaultValue="library">
        <TabsList aria-label="Media">
          <TabsTrigger value="library">Media Library</TabsTrigger>
          <TabsTrigger value="upload">Upload Media</TabsTrigger>
        </TabsList>
        <TabsContent value="library">
          <Input type="search" aria-label="Search media files" placeholder="Search media files..." />
        </TabsContent>
        <TabsContent value="upload">
          <h2>Upload Media Files</h2>
        </TabsContent>
      </Tabs>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[5]};
  padding: ${({ theme }) => theme.spacing[6]};
`;

const StyledHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
`;
