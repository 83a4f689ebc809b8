import { Controller, Param } from '@nestjs/common';
import {
  type AgendaViewing,
  type ViewingAgenda,
  type ViewingAgendaQuery,
  ViewingAgendaQuerySchema,
  type ViewingAvailability,
  type ViewingAvailabilityInput,
  ViewingAvailabilityInputSchema,
  ViewingNoShowInputSchema,
  type ViewingNoShowRate,
  VIEWINGS_ENDPOINTS,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { CurrentUser } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { AdminViewingsService } from './admin-viewings.service';

/** Staff (every role): a listing's viewing availability, the agenda, no-shows. */
@Controller()
export class AdminViewingsController {
  constructor(private readonly viewings: AdminViewingsService) {}

  @Endpoint(VIEWINGS_ENDPOINTS.availability)
  availability(@Param('id') id: string): Promise<ViewingAvailability> {
    return this.viewings.availability(id);
  }

  @Endpoint(VIEWINGS_ENDPOINTS.setAvailability)
  setAvailability(@Param('id') id: string, @ValidBody(ViewingAvailabilityInputSchema) input: ViewingAvailabilityInput): Promise<ViewingAvailability> {
    return this.viewings.setAvailability(id, input);
  }

  @Endpoint(VIEWINGS_ENDPOINTS.agenda)
  agenda(@ValidQuery(ViewingAgendaQuerySchema) query: ViewingAgendaQuery): Promise<ViewingAgenda> {
    return this.viewings.agenda(query);
  }

  @Endpoint(VIEWINGS_ENDPOINTS.noShowRates)
  noShowRates(): Promise<ViewingNoShowRate[]> {
    return this.viewings.noShowRates();
  }

  @Endpoint(VIEWINGS_ENDPOINTS.noShow)
  noShow(
    @Param('id') id: string,
    @ValidBody(ViewingNoShowInputSchema) { noShow }: { noShow: boolean },
    @CurrentUser() staff: UserEntity,
  ): Promise<AgendaViewing> {
    return this.viewings.markNoShow(id, staff.id, noShow);
  }
}
