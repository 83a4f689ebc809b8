import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';

export function ContentManagerPage() {
  return (
    <StyledPage>
      <StyledHeader>
        <h1>Content Manager</h1>
        <StyledActions>
          <Button as={Link} to="/admin" variant="outline">
            Back
          </Button>
          <Button variant="secondary">AI Generate</Button>
          <Button as={Link} to="/admin/content/new">
            Create New
          </Button>
        </StyledActions>
      </StyledHeader>
      <Tabs defaultValue="posts">
        <TabsList aria-label="Content">
          <TabsTrigger value="posts">Blog Posts</TabsTrigger>
          <TabsTrigger value="properties">Properties</TabsTrigger>
          <TabsTrigger value="media">Media Library</TabsTrigger>
          <TabsTrigger value="drafts">Content Drafts</TabsTrigger>
        </TabsList>
        <TabsContent value="posts" />
        <TabsContent value="properties" />
        <TabsContent value="media" />
        <TabsContent value="drafts" />
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
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;
