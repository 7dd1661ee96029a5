import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sliderCreateSchema, sliderUpdateSchema, testimonialCreateSchema, testimonialUpdateSchema, type ListPage } from '@cf/contracts';
import { AppError, listPage, newId, validateWithSchema } from '@cf/platform';
import { localize } from '../common/localized';
import { SliderRow } from './entities/slider.entity';
import { TestimonialRow } from './entities/testimonial.entity';

export interface SliderView {
  id: string;
  title: string;
  description: string;
  buttonText: string;
  link: string;
  image: string;
  sortOrder: number;
}

export interface TestimonialView {
  id: string;
  name: string;
  role: string;
  quote: string;
  image: string;
  sortOrder: number;
}

/** Home-page sliders and testimonials. */
@Injectable()
export class HomeService {
  constructor(private readonly dataSource: DataSource) {}

  async frontSliders(language: string): Promise<SliderView[]> {
    const rows = await this.dataSource
      .getRepository(SliderRow)
      .find({ where: { status: true }, order: { sortOrder: 'ASC', createdAt: 'ASC' } });
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
    const rows = await this.dataSource
      .getRepository(TestimonialRow)
      .find({ where: { status: true }, order: { sortOrder: 'ASC', createdAt: 'ASC' } });
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
    const [rows, total] = await this.dataSource
      .getRepository(SliderRow)
      .findAndCount({ order: { sortOrder: 'ASC', createdAt: 'ASC' }, take: limit });
    return listPage(rows, total);
  }

  async listTestimonials(limit: number): Promise<ListPage<TestimonialRow>> {
    const [rows, total] = await this.dataSource
      .getRepository(TestimonialRow)
      .findAndCount({ order: { sortOrder: 'ASC', createdAt: 'ASC' }, take: limit });
    return listPage(rows, total);
  }

  async createSlider(body: unknown): Promise<SliderRow> {
    const input = validateWithSchema(sliderCreateSchema, body);
    const now = new Date().toISOString();
    const row: SliderRow = {
      id: newId(),
      seedKey: null,
      ...input,
      image: input.image ?? '',
      sortOrder: input.sortOrder ?? 0,
      status: input.status ?? true,
      createdAt: now,
      updatedAt: now,
    };
    await this.dataSource.getRepository(SliderRow).insert(row as never);
    return row;
  }

  async createTestimonial(body: unknown): Promise<TestimonialRow> {
    const input = validateWithSchema(testimonialCreateSchema, body);
    const now = new Date().toISOString();
    const row: TestimonialRow = {
      id: newId(),
      seedKey: null,
      ...input,
      image: input.image ?? '',
      sortOrder: input.sortOrder ?? 0,
      status: input.status ?? true,
      createdAt: now,
      updatedAt: now,
    };
    await this.dataSource.getRepository(TestimonialRow).insert(row as never);
    return row;
  }

  async updateSlider(id: string, body: unknown): Promise<SliderRow> {
    const input = validateWithSchema(sliderUpdateSchema, body);
    return this.updateRow(SliderRow, id, input, 'site.sliderNotFound');
  }

  async updateTestimonial(id: string, body: unknown): Promise<TestimonialRow> {
    const input = validateWithSchema(testimonialUpdateSchema, body);
    return this.updateRow(TestimonialRow, id, input, 'site.testimonialNotFound');
  }

  async removeSlider(id: string): Promise<{ id: string }> {
    return this.removeRow(SliderRow, id, 'site.sliderNotFound');
  }

  async removeTestimonial(id: string): Promise<{ id: string }> {
    return this.removeRow(TestimonialRow, id, 'site.testimonialNotFound');
  }

  private async updateRow<T extends SliderRow | TestimonialRow>(
    entity: new () => T,
    id: string,
    input: Partial<T>,
    notFound: string,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(entity, { id } as never);
      if (!row) throw AppError.notFound(notFound);
      const next = { ...row, ...input, updatedAt: new Date().toISOString() } as T;
      const { id: _id, seedKey: _seedKey, createdAt: _createdAt, ...changes } = next;
      await manager.update(entity, { id } as never, changes as never);
      return next;
    });
  }

  private async removeRow(entity: typeof SliderRow | typeof TestimonialRow, id: string, notFound: string): Promise<{ id: string }> {
    const result = await this.dataSource.getRepository(entity).delete({ id });
    if (!result.affected) throw AppError.notFound(notFound);
    return { id };
  }
}
