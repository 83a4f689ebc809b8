import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyListing,
  type PropertyListingValues,
} from '@app/contracts';
import { Checkbox, FormField, Input, LabelOptions, media, PageHeader, Select, Stack, SubmitButton, Textarea } from '@app/ui';
import { apiFieldError, errorMessage, toast } from '@app/web';
import { EditorColumns, EditorPanel } from '../../shared/editor-layout';
import { useSaveProperty } from '../api/property-queries';
import { NEW_PROPERTY_FORM_VALUES, PropertyFormSchema, propertyFormValues, type PropertyFormValues } from '../utils/property-form';
import { AgentField } from './agent-field';
import { PhotoListField } from './photo-list-field';
import { editPropertyPath } from './properties-tab';
import { PROPERTY_NOTICES } from './property-notices';

/** The listing form: a new listing when `listing` is undefined. */
export function PropertyForm({ listing }: { listing?: PropertyListing }) {
  const navigate = useNavigate();
  const save = useSaveProperty(listing?.id);
  const form = useForm<PropertyFormValues, unknown, PropertyListingValues>({
    resolver: zodResolver(PropertyFormSchema),
    defaultValues: listing ? propertyFormValues(listing) : NEW_PROPERTY_FORM_VALUES,
  });
  const { errors } = form.formState;
  // The contract's schema reports photo problems under its own name for them, photoIds.
  const photoError = (errors as Record<string, { message?: string } | undefined>).photoIds?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(propertyFormValues(saved));
      toast(PROPERTY_NOTICES.saved(!listing, saved.title));
      if (!listing) navigate(editPropertyPath(saved.id), { replace: true });
    } catch (error) {
      // A shown listing whose agent lacks CEA details, or an agent since deleted: said under the agent too.
      const agentError = apiFieldError(error, 'agentId');
      if (agentError) form.setError('agentId', { message: agentError });
      toast(PROPERTY_NOTICES.saveFailed(errorMessage(error)));
    }
  });

  return (
    <Stack as="form" onSubmit={onSubmit} noValidate aria-labelledby="property-form-heading">
      <PageHeader
        title={listing ? `Edit Listing ${listing.reference}` : 'New Listing'}
        titleId="property-form-heading"
        actions={<SubmitButton pending={save.isPending}>Save Listing</SubmitButton>}
      />
      <EditorColumns>
        <EditorPanel>
          <FormField label="Title" error={errors.title?.message} required>
            <Input maxLength={200} {...form.register('title')} />
          </FormField>
          <StyledRow>
            <FormField label="District" error={errors.district?.message} hint="e.g. Tampines, Bukit Timah" required>
              <Input maxLength={80} {...form.register('district')} />
            </FormField>
            <FormField label="Address line" error={errors.addressLine?.message} hint="Street, without the unit number" required>
              <Input maxLength={200} {...form.register('addressLine')} />
            </FormField>
          </StyledRow>
          <StyledRow>
            <FormField label="Type" error={errors.type?.message} required>
              <Select {...form.register('type')}>
                <LabelOptions values={PROPERTY_TYPES} labels={PROPERTY_TYPE_LABELS} />
              </Select>
            </FormField>
            <FormField label="Status" error={errors.status?.message} hint="Sold and hidden listings are not on the website." required>
              <Select {...form.register('status')}>
                <LabelOptions values={PROPERTY_STATUSES} labels={PROPERTY_STATUS_LABELS} />
              </Select>
            </FormField>
          </StyledRow>
          <AgentField agentId={form.watch('agentId')} error={errors.agentId?.message} registration={form.register('agentId')} />
          <StyledRow>
            <FormField label="Bedrooms" error={errors.bedrooms?.message} required>
              <Input type="number" inputMode="numeric" min={0} max={20} {...form.register('bedrooms')} />
            </FormField>
            <FormField label="Bathrooms" error={errors.bathrooms?.message} required>
              <Input type="number" inputMode="numeric" min={0} max={20} {...form.register('bathrooms')} />
            </FormField>
            <FormField label="Floor area (sq ft)" error={errors.floorAreaSqft?.message} required>
              <Input type="number" inputMode="numeric" min={1} {...form.register('floorAreaSqft')} />
            </FormField>
          </StyledRow>
          <StyledRow>
            <FormField label="Monthly rent (S$)" error={errors.monthlyRent?.message} hint="Leave empty if not for rent.">
              <Input type="number" inputMode="numeric" min={1} {...form.register('monthlyRent')} />
            </FormField>
            <FormField label="Asking price (S$)" error={errors.askingPrice?.message} hint="Leave empty if not for sale.">
              <Input type="number" inputMode="numeric" min={1} {...form.register('askingPrice')} />
            </FormField>
          </StyledRow>
          <FormField label="Description" error={errors.description?.message} required>
            <Textarea rows={6} maxLength={5000} {...form.register('description')} />
          </FormField>
          <FormField label="Features" error={errors.features?.message} hint="One per line, e.g. Near MRT.">
            <Textarea rows={4} {...form.register('features')} />
          </FormField>
        </EditorPanel>
        <EditorPanel as="aside" aria-label="Photos and home page">
          <Controller
            control={form.control}
            name="photos"
            render={({ field }) => <PhotoListField value={field.value} onChange={field.onChange} error={photoError} />}
          />
          <FormField label="Badge" error={errors.badge?.message} hint="A short label on the card, e.g. New or Luxury.">
            <Input maxLength={40} {...form.register('badge')} />
          </FormField>
          <Checkbox label="Feature on the home page" {...form.register('featured')} />
          <FormField label="Order on the home page" error={errors.featuredOrder?.message} hint="Lowest first; the home page shows four.">
            <Input type="number" inputMode="numeric" min={0} max={999} {...form.register('featuredOrder')} />
          </FormField>
        </EditorPanel>
      </EditorColumns>
    </Stack>
  );
}

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};

  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;
