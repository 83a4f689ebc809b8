import { Route, Routes } from 'react-router-dom';
import { configureZodForCsp } from '@app/contracts';
import { AreaNotFound } from '@app/ui';
import { EnquiriesPage } from '../enquiries/components/enquiries-page';
import { EnquiryDetailPage } from '../enquiries/components/enquiry-detail-page';
import { INBOX_PATH } from '../enquiries/utils/inbox-paths';
import { SubscribersPage } from '../subscribers/components/subscribers-page';
import { CampaignsPage } from '../campaigns/components/campaigns-page';
import { ViewingAgendaPage } from '../viewings/components/viewing-agenda-page';
import { InboxTabs } from './inbox-tabs';

configureZodForCsp();

const notFound = <AreaNotFound to={INBOX_PATH} backLabel="Back to Inbox" />;

/** Mounted by the shell at /admin/inbox/*, inside the admin layout. */
export default function InboxApp() {
  return (
    <>
      <InboxTabs />
      <Routes>
        <Route index element={<EnquiriesPage />} />
        <Route path="subscribers" element={<SubscribersPage />} />
        <Route path="campaigns" element={<CampaignsPage />} />
        <Route path="viewings" element={<ViewingAgendaPage />} />
        <Route path="enquiries/:id" element={<EnquiryDetailPage />} />
        <Route path="*" element={notFound} />
      </Routes>
    </>
  );
}
