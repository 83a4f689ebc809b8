import { Controller } from '@nestjs/common';
import { type CompanyProfile, SITE_ENDPOINTS } from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { CompanyProfileService } from './company-profile.service';

@Controller()
export class CompanyProfileController {
  constructor(private readonly company: CompanyProfileService) {}

  @Endpoint(SITE_ENDPOINTS.companyProfile)
  get(): CompanyProfile {
    return this.company.profile;
  }
}
