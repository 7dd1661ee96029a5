import { Injectable } from '@nestjs/common';
import { sliderCreateSchema, sliderUpdateSchema, testimonialCreateSchema, testimonialUpdateSchema, type ListPage, type SliderView, type TestimonialView } from '@cf/contracts';
import { AppError, listPage, newId, Transactions, validateWithSchema } from '@cf/platform';
import { localize } from '../core/localized';
import type { RecordsRepository } from '../core/records.repository';
import type { SliderRow } from '../core/entities/slider.entity';
import type { TestimonialRow } from '../core/entities/testimonial.entity';
import { SlidersRepository } from '../core/sliders.repository';
import { TestimonialsRepository } from '../core/testimonials.repository';

/** What the API answers (the contracts' schemas). */
export type { SliderView, TestimonialView };

/** Home-page sliders and testimonials. */
@Injectable()
export class HomeService {
  constructor(
    private readonly tx: Transactions,
    private readonly sliders: SlidersRepository,
    private readonly testimonials: TestimonialsRepository,
  ) {}

  async frontSliders(language: string): Promise<SliderView[]> {
    const rows = await this.sliders.find({ status: true });
    return rows.map((r) => ({
      id: r.id,
      title: localize(r.title, language),
      description: localize(r.description, language),
      buttonText: localize(r.buttonText, language),
      link: r.link,
      image: r.image,
      sortOrder: r.sortOrder,
    }));
  }

  async frontTestimonials(language: string): Promise<TestimonialView[]> {
    const rows = await this.testimonials.find({ status: true });
    return rows.map((r) => ({
      id: r.id,
      name: localize(r.name, language),
      role: localize(r.role, language),
      quote: localize(r.quote, language),
      image: r.image,
      sortOrder: r.sortOrder,
    }));
  }

  async listSliders(limit: number): Promise<ListPage<SliderRow>> {
    const { rows, total } = await this.sliders.page(limit);
    return listPage(rows, total);
  }

  async listTestimonials(limit: number): Promise<ListPage<TestimonialRow>> {
    const { rows, total } = await this.testimonials.page(limit);
    return listPage(rows, total);
  }

  createSlider(body: unknown): Promise<SliderRow> {
    return this.createRow(this.sliders, validateWithSchema(sliderCreateSchema, body));
  }

  createTestimonial(body: unknown): Promise<TestimonialRow> {
    return this.createRow(this.testimonials, validateWithSchema(testimonialCreateSchema, body));
  }

  /** A new slide or testimonial: no image, first in order and shown unless the administrator says otherwise. */
  private async createRow<T extends SliderRow | TestimonialRow>(
    records: RecordsRepository<T>,
    input: Omit<T, 'id' | 'seedKey' | 'image' | 'sortOrder' | 'status' | 'createdAt' | 'updatedAt'> & Partial<Pick<T, 'image' | 'sortOrder' | 'status'>>,
  ): Promise<T> {
    const now = new Date().toISOString();
    const row = { id: newId(), seedKey: null, ...input, image: input.image ?? '', sortOrder: input.sortOrder ?? 0, status: input.status ?? true, createdAt: now, updatedAt: now } as T;
    await records.insert(row);
    return row;
  }

  async updateSlider(id: string, body: unknown): Promise<SliderRow> {
    const input = validateWithSchema(sliderUpdateSchema, body);
    return this.updateRow(this.sliders, id, input, 'site.sliderNotFound');
  }

  async updateTestimonial(id: string, body: unknown): Promise<TestimonialRow> {
    const input = validateWithSchema(testimonialUpdateSchema, body);
    return this.updateRow(this.testimonials, id, input, 'site.testimonialNotFound');
  }

  async removeSlider(id: string): Promise<{ id: string }> {
    return this.removeRow(this.sliders, id, 'site.sliderNotFound');
  }

  async removeTestimonial(id: string): Promise<{ id: string }> {
    return this.removeRow(this.testimonials, id, 'site.testimonialNotFound');
  }

  private async updateRow<T extends SliderRow | TestimonialRow>(
    records: RecordsRepository<T>,
    id: string,
    input: Partial<T>,
    notFound: string,
  ): Promise<T> {
    return this.tx.run(async () => {
      const row = await records.findOne({ id } as Partial<T>);
      if (!row) throw AppError.notFound(notFound);
      const next = { ...row, ...input, updatedAt: new Date().toISOString() } as T;
      const { id: _id, seedKey: _seedKey, createdAt: _createdAt, ...changes } = next;
      await records.update({ id } as Partial<T>, changes as Partial<T>);
      return next;
    });
  }

  private async removeRow(records: RecordsRepository<SliderRow | TestimonialRow>, id: string, notFound: string): Promise<{ id: string }> {
    if (!(await records.delete({ id }))) throw AppError.notFound(notFound);
    return { id };
  }
}
