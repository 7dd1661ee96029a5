import { Module } from '@nestjs/common';
import { InvitesController } from './invites.controller';
import { InvitesService } from './invites.service';
import { InvitesRepository } from './invites.repository';

@Module({ controllers: [InvitesController], providers: [InvitesService, InvitesRepository] })
export class InvitesModule {}
