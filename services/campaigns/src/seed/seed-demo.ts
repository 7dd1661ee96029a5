import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Demo campaigns (filled below). */
export async function seedDemo(_app: NestFastifyApplication): Promise<void> {
  // placeholder, replaced by the demo seed
}
