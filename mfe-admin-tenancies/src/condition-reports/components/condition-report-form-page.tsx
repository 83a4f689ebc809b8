import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CONDITION_REPORT_KIND_LABELS,
  type ConditionItem,
  type ConditionItemInput,
  type ConditionReport,
  type Inventory,
  ITEM_CONDITION_LABELS,
  ITEM_CONDITIONS,
  type MeterReadings,
} from '@app/contracts';
import { AdminPage, Badge, Button, FormField, Input, Row, Textarea } from '@app/ui';
import { errorMessage, QueryStatus } from '@app/web';
import { RequestPhotos } from '@app/domain-ui';
import { BackLink } from '../../shared/detail-page';
import { handoverPath } from '../../shared/paths';
import { reportPrintUrl, useConditionReport, useSaveConditionReport, useShareConditionReport } from '../api/condition-report-queries';
import { type QueuedPhoto, usePhotoQueue } from '../hooks/use-photo-queue';
import { useReportDraft } from '../hooks/use-report-draft';

/** /admin/tenancies/condition-reports/:reportId: the report, filled room by room on a phone. */
export function ConditionReportFormPage() {
  const { reportId = '' } = useParams();
  const report = useConditionReport(reportId);
  // The queue outlives each save's fresh form: photos still waiting keep going.
  const photos = usePhotoQueue(reportId);
  return (
    <AdminPage $gap={4}>
      <QueryStatus query={report} subject="the condition report">
        {(loaded) => <ReportForm key={loaded.updatedAt} report={loaded} photos={photos} />}
      </QueryStatus>
    </AdminPage>
  );
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function ReportForm({ report, photos }: { report: ConditionReport; photos: ReturnType<typeof usePhotoQueue> }) {
  const { draft, change, dirty, restored, saved } = useReportDraft(report);
  const save = useSaveConditionReport(report.id);
  const share = useShareConditionReport(report.id);
  const frozen = report.status === 'acknowledged';
  const setItem = (index: number, fields: Partial<ConditionItemInput>) =>
    change({ ...draft, items: draft.items.map((item, at) => (at === index ? { ...item, ...fields } : item)) });
  const rooms = [...new Set(draft.items.map((item) => item.room))];
  return (
    <>
      <BackLink to={handoverPath(report.tenancyId)}>Back to the handover</BackLink>
      <h1>
        {CONDITION_REPORT_KIND_LABELS[report.kind]} report: {report.unit}
      </h1>
      <p>
        {report.status === 'draft' ? 'Draft' : report.status === 'shared' ? 'Shared with the tenant' : `Acknowledged by ${report.acknowledgement?.name ?? ''}`}
        {' · '}
        {report.integrity === 'mismatch' ? <Badge variant="destructive">Changed after acknowledgement</Badge> : null}
        <a href={reportPrintUrl(report.id)} target="_blank" rel="noreferrer">
          Printable report
        </a>
      </p>
      {restored && <p role="status">Your unsaved changes on this device were kept. Save them when you have signal.</p>}
      <StyledFieldset disabled={frozen}>
        <FormField label="Handover date">
          <Input type="date" value={draft.handoverOn ?? ''} onChange={(event) => change({ ...draft, handoverOn: event.target.value || null })} />
        </FormField>
        <Counts
          title="Inventory"
          values={draft.inventory}
          labels={{ airconUnits: 'Aircon units', keys: 'Keys', accessCards: 'Access cards' }}
          onChange={(inventory) => change({ ...draft, inventory: inventory as Inventory })}
        />
        <Counts
          title="Meter readings"
          values={draft.meters}
          labels={{ electricity: 'Electricity', water: 'Water', gas: 'Gas' }}
          onChange={(meters) => change({ ...draft, meters: meters as MeterReadings })}
        />
        {rooms.map((room) => (
          <section key={room} aria-label={room}>
            <h2>{room}</h2>
            {draft.items.map((item, index) =>
              item.room === room ? (
                <ItemFields
                  key={item.id ?? `new-${index}`}
                  item={item}
                  saved={report.items.find((shown) => shown.id === item.id)}
                  queue={photos.queue.filter((queued) => queued.itemId === item.id)}
                  onChange={(fields) => setItem(index, fields)}
                  onPhotos={(files) => item.id && photos.add(item.id, files)}
                />
              ) : null,
            )}
          </section>
        ))}
        <AddItem onAdd={(room, name) => change({ ...draft, items: [...draft.items, { room, name, condition: null, note: '' }] })} />
      </StyledFieldset>
      {(save.isError || share.isError) && <p role="alert">{errorMessage(save.error ?? share.error)}</p>}
      {!frozen && (
        <Row $gap={2} $wrap>
          <Button disabled={save.isPending || !dirty} onClick={() => save.mutate(draft, { onSuccess: saved })}>
            Save the report
          </Button>
          <Button variant="secondary" disabled={share.isPending || dirty || report.items.length === 0} onClick={() => share.mutate(undefined)}>
            {report.status === 'shared' ? 'Share again' : 'Share with the tenant'}
          </Button>
        </Row>
      )}
    </>
  );
}

function Counts<K extends string>({
  title,
  values,
  labels,
  onChange,
}: {
  title: string;
  values: Record<K, number | null>;
  labels: Record<K, string>;
  onChange: (values: Record<K, number | null>) => void;
}) {
  return (
    <fieldset>
      <legend>{title}</legend>
      {(Object.keys(labels) as K[]).map((key) => (
        <FormField key={key} label={labels[key]}>
          <Input inputMode="decimal" value={values[key] ?? ''} onChange={(event) => onChange({ ...values, [key]: numberOrNull(event.target.value) })} />
        </FormField>
      ))}
    </fieldset>
  );
}

function ItemFields({
  item,
  saved,
  queue,
  onChange,
  onPhotos,
}: {
  item: ConditionItemInput;
  saved: ConditionItem | undefined;
  queue: QueuedPhoto[];
  onChange: (fields: Partial<ConditionItemInput>) => void;
  onPhotos: (files: File[]) => void;
}) {
  const worse = saved?.worse ?? false;
  return (
    <StyledItem aria-label={item.name}>
      <h3>
        {item.name} {worse && <Badge variant="destructive">Worse than at move-in</Badge>}
      </h3>
      {saved?.moveIn && (
        <StyledBeside>
          <div>
            <strong>Move-in: {saved.moveIn.condition ? ITEM_CONDITION_LABELS[saved.moveIn.condition] : 'Not checked'}</strong>
            {saved.moveIn.note && <p>{saved.moveIn.note}</p>}
            <RequestPhotos photos={saved.moveIn.photos} label={`${item.name} at move-in`} />
          </div>
          <div>
            <strong>Move-out</strong>
            <RequestPhotos photos={saved.photos} label={`${item.name} at move-out`} />
          </div>
        </StyledBeside>
      )}
      <Row $gap={2} $wrap role="radiogroup" aria-label={`Condition of ${item.name}`}>
        {ITEM_CONDITIONS.map((condition) => (
          <Button
            key={condition}
            type="button"
            role="radio"
            aria-checked={item.condition === condition}
            variant={item.condition === condition ? 'primary' : 'outline'}
            onClick={() => onChange({ condition })}
          >
            {ITEM_CONDITION_LABELS[condition]}
          </Button>
        ))}
      </Row>
      <FormField label={`Note on ${item.name}`}>
        <Textarea value={item.note} maxLength={1000} onChange={(event) => onChange({ note: event.target.value })} />
      </FormField>
      {saved?.tenantComment && <p>Tenant’s comment: {saved.tenantComment}</p>}
      {!saved?.moveIn && saved && <RequestPhotos photos={saved.photos} label={item.name} />}
      {item.id ? (
        <FormField label={`Add photos of ${item.name}`}>
          <Input type="file" accept="image/*" capture="environment" multiple onChange={(event) => onPhotos([...(event.target.files ?? [])])} />
        </FormField>
      ) : (
        <p>Save the report to add photos of this item.</p>
      )}
      {queue.map((queued) => (
        <p key={queued.key}>
          <span role="status">
            {queued.name}: {queuedState(queued)}
          </span>
          <progress max={100} value={queued.progress} aria-label={`${queued.name} sent`} />
        </p>
      ))}
    </StyledItem>
  );
}

/**
 * Where a queued photo stands, announced when it changes (the percentage is in the progress bar, so a screen reader is
 * not told every step); one not kept on the device (the browser could not) is lost if the page closes.
 */
function queuedState(queued: QueuedPhoto): string {
  if (queued.state === 'refused') return `not sent: ${queued.error ?? ''}`;
  if (queued.state !== 'failed') return 'uploading';
  return `waiting for signal, will try again${queued.onDevice ? '' : '; keep this page open'} (${queued.error ?? ''})`;
}

function AddItem({ onAdd }: { onAdd: (room: string, name: string) => void }) {
  const [room, setRoom] = useState('');
  const [name, setName] = useState('');
  return (
    <fieldset>
      <legend>Add an item</legend>
      <FormField label="Room">
        <Input value={room} onChange={(event) => setRoom(event.target.value)} />
      </FormField>
      <FormField label="Item">
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <Button
        type="button"
        variant="secondary"
        disabled={!room.trim() || !name.trim()}
        onClick={() => {
          onAdd(room.trim(), name.trim());
          setName('');
        }}
      >
        Add the item
      </Button>
    </fieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  border: 0;
  margin: 0;
  padding: 0;

  input,
  textarea,
  button {
    min-height: 44px;
    font-size: 16px;
  }
`;

const StyledItem = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.spacing[3]};

  h3 {
    margin: 0;
  }
`;

const StyledBeside = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing[2]};
`;
