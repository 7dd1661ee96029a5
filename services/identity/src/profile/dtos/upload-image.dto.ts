import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';

/** POST users/upload-photo and users/upload-cover-photo: the image as a data URL (no multipart dependency). */
export class UploadImageDto {
  @ApiProperty({ example: 'data:image/png;base64,iVBORw0KGgo…', description: 'PNG or JPEG as a base64 data URL, under 2 MB decoded' })
  @IsString({ message: 'identity.imageRequired' })
  @IsNotEmpty({ message: 'identity.imageRequired' })
  image!: string;
}
