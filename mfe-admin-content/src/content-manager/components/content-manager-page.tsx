import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AdminPage, Button, PageHeader, TabbedPanels } from '@app/ui';
import { LogoutButton } from '@app/web';
import { AiGenerateDialog } from '../../ai/components/ai-generate-dialog';
import { PropertiesTab } from '../../properties/components/properties-tab';
import { BlogPostsTab } from './blog-posts-tab';
import { DraftsTab } from './drafts-tab';

const TABS = ['posts', 'properties', 'media', 'drafts'] as const;
type ManagerTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ManagerTab => TABS.includes(value as ManagerTab);

/** SPEC §2 content manager. The open tab is in the address (?tab=drafts), so Back from the editor returns to it. */
export function ContentManagerPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ManagerTab = isTab(requested) ? requested : 'posts';

  const selectTab = (value: string) => {
    if (value === 'media') navigate('/admin/media');
    else setParams({ tab: value }, { replace: true });
  };

  return (
    <AdminPage $gap={5}>
      <PageHeader
        title="Content Manager"
        actions={
          <>
            <Button as={Link} to="/admin" variant="outline">
              Back
            </Button>
            <AiGenerateDialog />
            <Button as={Link} to="/admin/content/new">
              Create New
            </Button>
            <LogoutButton />
          </>
        }
      />
      {/* Manual activation: arrowing across the tabs must not leave the page for the media library. */}
      <TabbedPanels
        value={tab}
        onValueChange={selectTab}
        activationMode="manual"
        label="Content"
        tabs={[
          { value: 'posts', label: 'Blog Posts', panel: <BlogPostsTab /> },
          { value: 'properties', label: 'Properties', panel: <PropertiesTab /> },
          { value: 'media', label: 'Media Library' },
          { value: 'drafts', label: 'Content Drafts', panel: <DraftsTab /> },
        ]}
      />
    </AdminPage>
  );
}
