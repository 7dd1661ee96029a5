import * as z from 'zod/mini';
import { answerId, answerList, answerText } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { adminResource, languageQuery, localizedAnswer, orderField, recordFields, seedKeyField } from './admin-resource';
import { flexibleBoolean, image, link, localizedText, sortOrder } from './fields';

const sliderFields = {
  title: localizedText(150),
  description: localizedText(500),
  buttonText: localizedText(60),
  link: link(),
  image: image(),
  sortOrder: sortOrder(),
  status: flexibleBoolean(),
};
const testimonialFields = {
  name: localizedText(100),
  role: localizedText(150),
  quote: localizedText(1000),
  image: image(),
  sortOrder: sortOrder(),
  status: flexibleBoolean(),
};
const optional = { image: true, sortOrder: true, status: true } as const;
export const sliderCreateSchema = z.partial(z.strictObject(sliderFields), optional);
export const sliderUpdateSchema = z.partial(z.strictObject(sliderFields));
export const testimonialCreateSchema = z.partial(z.strictObject(testimonialFields), optional);
export const testimonialUpdateSchema = z.partial(z.strictObject(testimonialFields));

/** A home page slide and a testimonial in the reader's language. */
export const sliderViewSchema = z.object({ id: answerId(), title: answerText(500), description: answerText(2000), buttonText: answerText(100), link: answerText(500), image: answerText(500), ...orderField });
export type SliderView = z.infer<typeof sliderViewSchema>;
export const testimonialViewSchema = z.object({ id: answerId(), name: answerText(200), role: answerText(200), quote: answerText(2000), image: answerText(500), ...orderField });
export type TestimonialView = z.infer<typeof testimonialViewSchema>;

export const slidersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'sliders/front-sliders',
  access: 'public',
  context: 'site',
  summary: 'A2.1 The home page\'s slides in the reader\'s language.',
  query: languageQuery,
  answer: answerList(sliderViewSchema, 100),
});

export const testimonialsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'testimonials/front',
  access: 'public',
  context: 'site',
  summary: 'A2.1 The home page\'s testimonials in the reader\'s language.',
  query: languageQuery,
  answer: answerList(testimonialViewSchema, 100),
});

/** A home page slide and a testimonial as administrators manage them. */
export const sliderRecordSchema = z.object({ ...recordFields, ...seedKeyField, ...orderField, title: localizedAnswer(500), description: localizedAnswer(2000), buttonText: localizedAnswer(100), link: answerText(500), image: answerText(500) });
export const testimonialRecordSchema = z.object({ ...recordFields, ...seedKeyField, ...orderField, name: localizedAnswer(200), role: localizedAnswer(200), quote: localizedAnswer(2000), image: answerText(500) });
export type SliderRecord = z.infer<typeof sliderRecordSchema>;

export const {
  list: adminSlidersEndpoint,
  create: createSliderEndpoint,
  update: updateSliderEndpoint,
  remove: removeSliderEndpoint,
} = adminResource({ base: 'sliders', what: 'home page slide', create: sliderCreateSchema, update: sliderUpdateSchema, record: sliderRecordSchema });
export type TestimonialRecord = z.infer<typeof testimonialRecordSchema>;

export const {
  list: adminTestimonialsEndpoint,
  create: createTestimonialEndpoint,
  update: updateTestimonialEndpoint,
  remove: removeTestimonialEndpoint,
} = adminResource({ base: 'testimonials', what: 'testimonial', create: testimonialCreateSchema, update: testimonialUpdateSchema, record: testimonialRecordSchema });
