import { Global, Module } from '@nestjs/common';
import { LanguageResolver } from '../core/language-resolver';
import { LanguagesController } from './languages.controller';
import { LanguagesService } from './languages.service';

/** Global: every public controller resolves the reader's language with LanguageResolver. */
@Global()
@Module({
  controllers: [LanguagesController],
  providers: [LanguagesService, LanguageResolver],
  exports: [LanguageResolver, LanguagesService],
})
export class LanguagesModule {}
