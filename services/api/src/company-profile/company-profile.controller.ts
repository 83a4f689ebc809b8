import { Controller, Get } from '@nestjs/common';
import type { CompanyProfile } from '@app/contracts';
import { Public } from '../common/public.decorator';
import { CompanyProfileService } from './company-profile.service';

@Public()
@Controller('company-profile')
export class CompanyProfileController {
  constructor(private readonly company: CompanyProfileService) {}

  @Get()
  get(): CompanyProfile {
    return this.company.profile;
  }
}
