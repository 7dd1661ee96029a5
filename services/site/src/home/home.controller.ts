import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListPage } from '@cf/contracts';
import { AdminOnly, clampLimit, Public } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../common/language';
import { LanguageResolver } from '../languages/language-resolver';
import type { SliderRow } from './entities/slider.entity';
import type { TestimonialRow } from './entities/testimonial.entity';
import { HomeService, type SliderView, type TestimonialView } from './home.service';

@ApiTags('home')
@Controller('api/v1')
export class HomeController {
  constructor(
    private readonly home: HomeService,
    private readonly languages: LanguageResolver,
  ) {}

  /** Active slides (`?status=yes` is what the front end sends; the public never sees hidden ones). */
  @Public()
  @Get('sliders/front-sliders')
  async sliders(@LanguageQuery() hints: LanguageHints): Promise<SliderView[]> {
    return this.home.frontSliders(await this.languages.resolve(hints));
  }

  @Public()
  @Get('testimonials/front')
  async testimonials(@LanguageQuery() hints: LanguageHints): Promise<TestimonialView[]> {
    return this.home.frontTestimonials(await this.languages.resolve(hints));
  }

  @AdminOnly()
  @Get('sliders')
  listSliders(@Query('limit') limit?: string): Promise<ListPage<SliderRow>> {
    return this.home.listSliders(clampLimit(limit, 10));
  }

  @AdminOnly()
  @Post('sliders')
  createSlider(@Body() body: unknown): Promise<SliderRow> {
    return this.home.createSlider(body);
  }

  @AdminOnly()
  @Patch('sliders/:id')
  updateSlider(@Param('id') id: string, @Body() body: unknown): Promise<SliderRow> {
    return this.home.updateSlider(id, body);
  }

  @AdminOnly()
  @Delete('sliders/:id')
  removeSlider(@Param('id') id: string): Promise<{ id: string }> {
    return this.home.removeSlider(id);
  }

  @AdminOnly()
  @Get('testimonials')
  listTestimonials(@Query('limit') limit?: string): Promise<ListPage<TestimonialRow>> {
    return this.home.listTestimonials(clampLimit(limit, 10));
  }

  @AdminOnly()
  @Post('testimonials')
  createTestimonial(@Body() body: unknown): Promise<TestimonialRow> {
    return this.home.createTestimonial(body);
  }

  @AdminOnly()
  @Patch('testimonials/:id')
  updateTestimonial(@Param('id') id: string, @Body() body: unknown): Promise<TestimonialRow> {
    return this.home.updateTestimonial(id, body);
  }

  @AdminOnly()
  @Delete('testimonials/:id')
  removeTestimonial(@Param('id') id: string): Promise<{ id: string }> {
    return this.home.removeTestimonial(id);
  }
}
