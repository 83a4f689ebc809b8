import { Inject, Injectable } from '@nestjs/common';
import { type CompanyProfile, CompanyProfileSchema } from '@app/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { companyProfileFrom } from '../config/company-profile.settings';

/** The company's contact details, read once from the settings. */
@Injectable()
export class CompanyProfileService {
  readonly profile: CompanyProfile;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.profile = CompanyProfileSchema.parse(companyProfileFrom(config));
  }
}
