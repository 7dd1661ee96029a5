import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An image administrators uploaded for content pages; its bytes live in the file store under `fileKey`. */
@Entity('content_images')
export class ContentImageRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 60, unique: true }) fileKey: string;
  @Column({ type: 'int' }) width: number;
  @Column({ type: 'int' }) height: number;
  @Column({ type: 'varchar', length: 36 }) uploadedBy: string;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
