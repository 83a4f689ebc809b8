import { AuditLogEntity } from './audit/audit-log.entity';
import { BlogPostViewEntity } from './blog/blog-post-view.entity';
import { BlogPostEntity } from './blog/blog-post.entity';
import { ContactEnquiryEntity } from './contact/contact-enquiry.entity';
import { ContactEnquiryEventEntity } from './contact/contact-enquiry-event.entity';
import { ContentDraftEntity } from './content/content-draft.entity';
import { ContentGenerationRequestEntity } from './content/content-generation-request.entity';
import { ContentRevisionEntity } from './content/content-revision.entity';
import { ContentPreviewLinkEntity } from './content/content-preview-link.entity';
import { OutboundMailEntity } from './mail/outbound-mail.entity';
import { CampaignEntity } from './newsletter/campaign.entity';
import { NewsletterSubscriberEntity } from './newsletter/newsletter-subscriber.entity';
import { PropertyEntity } from './properties/property.entity';
import { TestimonialEntity } from './testimonials/testimonial.entity';
import { MarketingConsentEntity } from './marketing/marketing-consent.entity';
import { MarketingOptOutEntity } from './marketing/marketing-opt-out.entity';
import { MediaEntity } from './media/media.entity';
import { UserEntity } from './users/user.entity';
import { ViewingAvailabilityEntity } from './viewings/viewing-availability.entity';
import { ViewingBookingEntity } from './viewings/viewing-booking.entity';
import { UserSessionEntity } from './users/user-session.entity';
import { PasswordResetEntity } from './users/password-reset.entity';
import { MediaReferenceEntity } from './media-references/media-reference.entity';
import {
  MaintenanceEventEntity,
  MaintenancePhotoEntity,
  MaintenanceRequestEntity,
  RenewalOfferEntity,
  StampingReminderEntity,
  TenancyDocumentEntity,
  TenancyEntity,
} from './tenancies';
import { ConditionItemEntity, ConditionPhotoEntity, ConditionReportEntity } from './tenancies/condition-reports';
import { DepositCarryOverEntity, DepositDeductionEntity, DepositEntity, DepositRefundReminderEntity } from './tenancies/deposits';
import { LeaseReminderEntity, OwnerEntity, OwnerStatementEntity, OwnerUnitEntity } from './owners';
import {
  BankImportEntity,
  BankLineEntity,
  BankMappingEntity,
  PaymentScreenshotEntity,
  RentAllocationEntity,
  RentChargeEntity,
  RentCreditEntity,
  RentPaymentEntity,
  RentReminderEntity,
} from './rent';
import { TwoFactorRecoveryCodeEntity, TwoFactorRequiredRoleEntity, UserTwoFactorEntity } from './users/two-factor.entity';

/** Every entity, listed explicitly so discovery works the same from source, from dist and in tests. */
export const ENTITIES = [
  UserEntity,
  MediaEntity,
  MediaReferenceEntity,
  AuditLogEntity,
  BlogPostEntity,
  BlogPostViewEntity,
  PropertyEntity,
  TestimonialEntity,
  ContactEnquiryEntity,
  NewsletterSubscriberEntity,
  ContentDraftEntity,
  ContentGenerationRequestEntity,
  ContactEnquiryEventEntity,
  ContentRevisionEntity,
  ContentPreviewLinkEntity,
  UserSessionEntity,
  PasswordResetEntity,
  UserTwoFactorEntity,
  TwoFactorRecoveryCodeEntity,
  TwoFactorRequiredRoleEntity,
  OutboundMailEntity,
  CampaignEntity,
  TenancyEntity,
  MaintenanceRequestEntity,
  MaintenanceEventEntity,
  MaintenancePhotoEntity,
  OwnerEntity,
  OwnerUnitEntity,
  OwnerStatementEntity,
  LeaseReminderEntity,
  StampingReminderEntity,
  TenancyDocumentEntity,
  RenewalOfferEntity,
  RentChargeEntity,
  RentPaymentEntity,
  RentCreditEntity,
  RentAllocationEntity,
  RentReminderEntity,
  PaymentScreenshotEntity,
  BankMappingEntity,
  BankImportEntity,
  BankLineEntity,
  MarketingConsentEntity,
  MarketingOptOutEntity,
  ViewingAvailabilityEntity,
  ViewingBookingEntity,
  ConditionReportEntity,
  ConditionItemEntity,
  ConditionPhotoEntity,
  DepositEntity,
  DepositDeductionEntity,
  DepositRefundReminderEntity,
  DepositCarryOverEntity,
];
