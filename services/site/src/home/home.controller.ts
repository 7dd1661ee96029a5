import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminSlidersEndpoint, adminTestimonialsEndpoint, createSliderEndpoint, createTestimonialEndpoint, type ListPage, removeSliderEndpoint, removeTestimonialEndpoint, slidersEndpoint, testimonialsEndpoint, updateSliderEndpoint, updateTestimonialEndpoint } from '@cf/contracts';
import { clampLimit, ServeEndpoint } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../core/language';
import { LanguageResolver } from '../core/language-resolver';
import type { SliderRow } from '../core/entities/slider.entity';
import type { TestimonialRow } from '../core/entities/testimonial.entity';
import { HomeService, type SliderView, type TestimonialView } from './home.service';

@ApiTags('home')
@Controller()
export class HomeController {
  constructor(
    private readonly home: HomeService,
    private readonly languages: LanguageResolver,
  ) {}

  /** Active slides (`?status=yes` is what the front end sends; the public never sees hidden ones). */
  @ServeEndpoint(slidersEndpoint)
  async sliders(@LanguageQuery() hints: LanguageHints): Promise<SliderView[]> {
    return this.home.frontSliders(await this.languages.resolve(hints));
  }

  @ServeEndpoint(testimonialsEndpoint)
  async testimonials(@LanguageQuery() hints: LanguageHints): Promise<TestimonialView[]> {
    return this.home.frontTestimonials(await this.languages.resolve(hints));
  }

  @ServeEndpoint(adminSlidersEndpoint)
  listSliders(@Query('limit') limit?: string): Promise<ListPage<SliderRow>> {
    return this.home.listSliders(clampLimit(limit, 10));
  }

  @ServeEndpoint(createSliderEndpoint)
  createSlider(@Body() body: unknown): Promise<SliderRow> {
    return this.home.createSlider(body);
  }

  @ServeEndpoint(updateSliderEndpoint)
  updateSlider(@Param('id') id: string, @Body() body: unknown): Promise<SliderRow> {
    return this.home.updateSlider(id, body);
  }

  @ServeEndpoint(removeSliderEndpoint)
  removeSlider(@Param('id') id: string): Promise<{ id: string }> {
    return this.home.removeSlider(id);
  }

  @ServeEndpoint(adminTestimonialsEndpoint)
  listTestimonials(@Query('limit') limit?: string): Promise<ListPage<TestimonialRow>> {
    return this.home.listTestimonials(clampLimit(limit, 10));
  }

  @ServeEndpoint(createTestimonialEndpoint)
  createTestimonial(@Body() body: unknown): Promise<TestimonialRow> {
    return this.home.createTestimonial(body);
  }

  @ServeEndpoint(updateTestimonialEndpoint)
  updateTestimonial(@Param('id') id: string, @Body() body: unknown): Promise<TestimonialRow> {
    return this.home.updateTestimonial(id, body);
  }

  @ServeEndpoint(removeTestimonialEndpoint)
  removeTestimonial(@Param('id') id: string): Promise<{ id: string }> {
    return this.home.removeTestimonial(id);
  }
}
